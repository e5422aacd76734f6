"use client";

import Cookies from "js-cookie";
import { useEffect, useState } from "react";
import { cookieNames } from "@/lib/config/cookies";
import { useSessionStore } from "@/stores/session";

export type Sponsor = { name: string; logo: string };

const DEFAULT_NAME = "Institución aliada";

function asSponsor(value: unknown): Sponsor | null {
  if (!value || typeof value !== "object") return null;
  const { name, logo } = value as { name?: unknown; logo?: unknown };
  if (typeof logo !== "string" || !safeLogo(logo)) return null;
  return { name: typeof name === "string" && name.trim() ? name : DEFAULT_NAME, logo };
}

/** Only same-site paths or https URLs are shown as an image source. */
const safeLogo = (logo: string) => logo.startsWith("/") || logo.startsWith("https://");

/**
 * The `rumbo_sponsor` cookie holds either the logo URL or `{"name","logo"}` as JSON, written when
 * the visitor arrives through a sponsor (alliance) link.
 */
export function readSponsorCookie(raw: string | undefined): Sponsor | null {
  if (!raw) return null;
  let value: unknown = raw;
  try {
    value = JSON.parse(raw);
  } catch {
    // A bare URL.
  }
  if (typeof value === "string") return safeLogo(value) ? { name: DEFAULT_NAME, logo: value } : null;
  return asSponsor(value);
}

/** The sponsor institution's logo (spec §2): from the cookie, else fetched by institution id. */
export function SponsorLogo() {
  const user = useSessionStore((s) => s.user);
  const sponsorId = user?.sponsorId ?? null;
  const [sponsor, setSponsor] = useState<Sponsor | null>(null);

  useEffect(() => {
    const fromCookie = readSponsorCookie(Cookies.get(cookieNames.sponsor));
    if (fromCookie) {
      setSponsor(fromCookie);
      return;
    }
    if (!sponsorId) {
      setSponsor(null);
      return;
    }
    let cancelled = false;
    // The API client is loaded only for the few visitors who have a sponsor.
    import("@/lib/api/client")
      .then(({ api, unwrap }) => unwrap(api.main.get(`/institution/id/${sponsorId}`)))
      .then((data) => {
        const found = asSponsor(data);
        if (!cancelled && found) setSponsor(found);
      })
      // No logo is a fine answer: the navbar simply shows Rumbo alone.
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [sponsorId]);

  if (!sponsor) return null;
  return (
    <span className="hidden items-center gap-2 border-l border-border pl-3 sm:inline-flex">
      <span className="text-xs text-fg-muted">con</span>
      {/* eslint-disable-next-line @next/next/no-img-element -- sponsor logos are arbitrary sizes from the catalogue */}
      <img src={sponsor.logo} alt={sponsor.name} height={32} width={96} className="h-8 w-auto max-w-24 object-contain" />
    </span>
  );
}
