"use client";

import { href } from "@/lib/config/route-paths";
import { homeFor, landingAfterLogin } from "@/lib/config/home-for";
import { safeRedirectTarget } from "@/lib/config/safe-redirect";
import type { SessionUser } from "@/lib/contracts/session";
import { useModalsStore } from "@/stores/modals";
import { useSessionStore } from "@/stores/session";

/**
 * After log-in or register: store the session, then — unless an action was waiting for
 * the account, which runs instead, on the same page — a full navigation to the
 * `redirect` target (same-site only) or /orientacion-vocacional, so the server renders the
 * page with the new session cookie.
 */
export function completeLogin(user: SessionUser, redirect: string | null | undefined) {
  // A visitor asked for an account in the middle of something (save an institution…): they stay
  // on the page and that action runs now, with the new session (stores/modals.ts requireAccount).
  const pending = useModalsStore.getState().takePendingAction();
  useSessionStore.getState().setSession(user);
  useModalsStore.getState().closeAll();
  if (pending) {
    void pending();
    return;
  }
  const target = safeRedirectTarget(redirect ?? useSessionStore.getState().redirect, homeFor(user));
  window.location.assign(landingAfterLogin(user, target));
}

/** v2: donde-estudiar with area_id of the first chosen career, show_vocational_modal=1 when type is 4, and track. */
export function v2Target({
  areaId,
  type,
  track,
}: {
  areaId: string | null;
  type: string | number | null | undefined;
  track?: string | null;
}): string {
  const query = new URLSearchParams();
  if (areaId) query.set("area_id", areaId);
  if (String(type ?? "") === "4") query.set("show_vocational_modal", "1");
  if (track) query.set("track", track);
  const search = query.toString();
  return `${href("dondeEstudiar")}${search ? `?${search}` : ""}`;
}

/** The redirect target of the current page: the `redirect` query, else the current path and query (social log-in). */
export function currentRedirectTarget(): string {
  const url = new URL(window.location.href);
  const fromQuery = url.searchParams.get("redirect");
  if (fromQuery) return safeRedirectTarget(fromQuery);
  url.searchParams.delete("token");
  // From the log-in and register pages themselves, the usual target after log-in.
  if ([href("entrar"), href("empezar"), href("empezarV2"), href("empezarColegio")].some((p) => url.pathname === p))
    return href("orientacionVocacional");
  return safeRedirectTarget(`${url.pathname}${url.search}`);
}
