"use client";

import Cookies from "js-cookie";
import { useEffect } from "react";
import { cookieNames } from "@/lib/config/cookies";
import type { SessionUser } from "@/lib/contracts/session";
import { useSessionStore } from "@/stores/session";

const nullableString = (v: unknown) => v === null || typeof v === "string";
const nullableNumber = (v: unknown) => v === null || typeof v === "number";

/**
 * The shape check of the readable cookie, written by hand: zod here would add ~18 KB to every
 * page. The cookie is display-only; the server checks the session on every call.
 */
export function isSessionUser(value: unknown): value is SessionUser {
  if (!value || typeof value !== "object") return false;
  const u = value as Record<string, unknown>;
  return (
    typeof u.id === "string" &&
    typeof u.name === "string" &&
    typeof u.surname === "string" &&
    typeof u.email === "string" &&
    [u.phone, u.fullPhone, u.type, u.studentId].every(nullableString) &&
    (u.role === null || u.role === "user" || u.role === "user-parent" || u.role === "school") &&
    [u.schoolId, u.sponsorId, u.alliance, u.graduationYear].every(nullableNumber) &&
    [u.haveSponsor, u.haveMembership, u.isAdmin].every((v) => typeof v === "boolean")
  );
}

/** Reads the readable public-user cookie (never the token) into a SessionUser, or null. */
export function readUserCookie(): SessionUser | null {
  const raw = Cookies.get(cookieNames.user);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isSessionUser(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * Restores the session store on load (spec §4 "the session is restored from the cookie"):
 * from the user the server resolved when the page has it, else from the readable cookie. The
 * cookie only drives what is displayed; every API call is authorised again on the server.
 */
export function SessionHydrator({ user }: { user?: SessionUser | null }) {
  useEffect(() => {
    const store = useSessionStore.getState();
    const current = user === undefined ? readUserCookie() : user;
    if (current) store.setSession(current);
    else if (store.isLogged) store.clearSession();

    const online = () => store.setOnline(true);
    const offline = () => store.setOnline(false);
    store.setOnline(navigator.onLine);
    window.addEventListener("online", online);
    window.addEventListener("offline", offline);
    return () => {
      window.removeEventListener("online", online);
      window.removeEventListener("offline", offline);
    };
  }, [user]);
  return null;
}
