"use client";

import { lazy, Suspense, useEffect, useState } from "react";
import { readCookie } from "@/lib/client/cookies";
import { cookieNames } from "@/lib/config/cookies";
import { isSameSiteLogo } from "@/lib/contracts/same-site-logo";
import { useSessionStore } from "@/stores/session";

// Few visitors have a sponsor: the monogram's code loads only for them.
const InstitutionLogo = lazy(() => import("@/components/catalogue/institution-logo").then((m) => ({ default: m.InstitutionLogo })));

/** What the navbar draws: the logo when it is a same-site image, else the name's monogram. */
export type Sponsor = { name: string; logo: string | null; shortName?: string | null };

const DEFAULT_NAME = "Institución aliada";

function asSponsor(value: unknown): Sponsor | null {
  if (!value || typeof value !== "object") return null;
  const { name, logo, shortName } = value as { name?: unknown; logo?: unknown; shortName?: unknown };
  const hasName = typeof name === "string" && name.trim() !== "";
  const safe = isSameSiteLogo(typeof logo === "string" ? logo : null) ? (logo as string) : null;
  if (!hasName && !safe) return null;
  return { name: hasName ? (name as string) : DEFAULT_NAME, logo: safe, shortName: typeof shortName === "string" ? shortName : null };
}

/**
 * The `rumbo_sponsor` cookie, written by `/alliance/{nickname}`: `{allianceId, institutionId,
 * name, logo}` as JSON (an older bare logo path is still read). Only same-site logo paths are
 * used as an image source; otherwise the name's monogram is drawn.
 */
export function readSponsorCookie(raw: string | undefined): Sponsor | null {
  if (!raw) return null;
  let value: unknown = raw;
  try {
    value = JSON.parse(raw);
  } catch {
    // A bare path.
  }
  if (typeof value === "string") return isSameSiteLogo(value) ? { name: DEFAULT_NAME, logo: value, shortName: null } : null;
  return asSponsor(value);
}

/** The sponsor (alliance or institution) next to Rumbo's logo: from the cookie, else fetched by the user's institution id. */
export function SponsorLogo() {
  const user = useSessionStore((s) => s.user);
  const sponsorId = user?.sponsorId ?? null;
  const [sponsor, setSponsor] = useState<Sponsor | null>(null);
  const [cookieVersion, setCookieVersion] = useState(0);

  useEffect(() => {
    const bump = () => setCookieVersion((v) => v + 1);
    window.addEventListener("rumbo:sponsor", bump);
    return () => window.removeEventListener("rumbo:sponsor", bump);
  }, []);

  useEffect(() => {
    const fromCookie = readSponsorCookie(readCookie(cookieNames.sponsor));
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
  }, [sponsorId, cookieVersion]);

  if (!sponsor) return null;
  return (
    <span className="inline-flex items-center gap-2 border-l border-border pl-2 sm:pl-3" data-testid="sponsor-logo">
      <span className="hidden text-xs text-fg-muted sm:inline">con</span>
      {sponsor.logo ? (
        // eslint-disable-next-line @next/next/no-img-element -- sponsor logos are arbitrary sizes
        <img src={sponsor.logo} alt={sponsor.name} height={32} width={96} className="h-8 w-auto max-w-24 object-contain" />
      ) : (
        <span role="img" aria-label={sponsor.name} title={sponsor.name} className="inline-flex">
          <Suspense fallback={<span className="size-8" />}>
            <InstitutionLogo name={sponsor.name} shortName={sponsor.shortName} size={32} className="rounded-lg" />
          </Suspense>
        </span>
      )}
    </span>
  );
}
