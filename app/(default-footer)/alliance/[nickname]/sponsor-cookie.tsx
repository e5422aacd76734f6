"use client";

import Cookies from "js-cookie";
import { useEffect } from "react";
import type { SponsorCookie } from "@/lib/contracts/alliance";
import { cookieMaxAge, cookieNames } from "@/lib/config/cookies";

/**
 * Remembers the alliance the visitor came through (30 days): the navbar shows its logo and the
 * registration sends its `allianceId`. Readable on purpose (no secret in it).
 */
export function SponsorCookie({ value }: { value: SponsorCookie }) {
  const json = JSON.stringify(value);
  useEffect(() => {
    Cookies.set(cookieNames.sponsor, json, {
      expires: cookieMaxAge.sponsor / 86_400,
      path: "/",
      sameSite: "lax",
      secure: window.location.protocol === "https:",
    });
    // The navbar's logo listens for this to update without a reload.
    window.dispatchEvent(new Event("rumbo:sponsor"));
  }, [json]);
  return null;
}
