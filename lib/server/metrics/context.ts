import "server-only";
import { randomBytes } from "node:crypto";
import { cookieNames } from "@/lib/config/cookies";
import { cookieValue } from "../cookie-header";
import type { MetricContext } from "../http/client-context";
import { looksPersonal, type MetricProps } from "@/lib/contracts/metrics";

/** The anonymous visitor cookie: random, first-party, HttpOnly, one year. */
export const VISITOR_COOKIE = "rumbo_vid";
export const VISITOR_MAX_AGE = 365 * 24 * 60 * 60;

const visitorPattern = /^[A-Za-z0-9_-]{16,64}$/;
const campaignPattern = /^[\w.-]{1,64}$/;
const expPattern = /^[\w-]{1,16}$/;

/** Sec-GPC: 1 or DNT: 1: no visitor id is stored or set. */
export function optedOut(headers: Headers): boolean {
  return headers.get("sec-gpc")?.trim() === "1" || headers.get("dnt")?.trim() === "1";
}

export function newVisitorId(): string {
  return randomBytes(16).toString("base64url");
}

/** What the request's cookies say: visitor (unless opted out), campaign and experiment variant. */
export function contextFromHeaders(headers: Headers): MetricContext {
  const cookie = headers.get("cookie");
  const out = optedOut(headers);
  const visitor = cookieValue(cookie, VISITOR_COOKIE);
  const campaign = cookieValue(cookie, cookieNames.campaign);
  const exp = cookieValue(cookie, cookieNames.experiment);
  return {
    visitorId: !out && visitor && visitorPattern.test(visitor) ? visitor : null,
    campaign: campaign && campaignPattern.test(campaign) ? campaign : null,
    exp: exp && expPattern.test(exp) ? exp : null,
    optedOut: out,
  };
}

/** What a path segment that looked like personal data is stored as. */
export const PERSONAL_SEGMENT = ":dato";

/**
 * The pathname only (a query string or hash may carry personal data), and each segment that looks
 * like personal data (an e-mail, a phone, a DNI: `looksPersonal`, read decoded) replaced by
 * PERSONAL_SEGMENT: `/algo/ana@correo.pe/987654321` is stored as `/algo/:dato/:dato`.
 */
export function cleanPath(path: string): string {
  const bare = path.split(/[?#]/)[0] || "/";
  const segments = bare.split("/").map((segment) => {
    let decoded = segment;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      // Malformed escapes: judged as sent.
    }
    return looksPersonal(decoded) || looksPersonal(segment) ? PERSONAL_SEGMENT : segment;
  });
  return segments.join("/").slice(0, 300);
}

/** Props without anything that looks personal (a server fact's values are screened the same way as the browser's). */
export function screenProps(props: MetricProps | undefined | null): MetricProps | null {
  if (!props) return null;
  const kept = Object.entries(props).filter(([key, value]) => !looksPersonal(key) && !looksPersonal(value));
  return kept.length ? Object.fromEntries(kept) : null;
}

/** An external referrer's host; nothing for our own pages or what cannot be parsed. */
export function referrerHost(referrer: string | undefined, ownHost: string | null): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    return url.host && url.host !== ownHost ? url.host.slice(0, 200) : null;
  } catch {
    return null;
  }
}
