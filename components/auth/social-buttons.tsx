"use client";

import { useEffect, useState } from "react";
import { oauthProviders, oauthStartUrl } from "@/lib/api/auth";
import { buttonClasses } from "@/components/ui/button";
import { currentRedirectTarget } from "./navigate-after-login";

const providers = [
  { id: "google", label: "Google" },
  { id: "facebook", label: "Facebook" },
] as const;

export type OAuthAvailability = { google: boolean; facebook: boolean };
type Availability = OAuthAvailability | null;

let cached: Promise<OAuthAvailability> | undefined;

/**
 * Google and Facebook buttons, followed by the `divider` line («o con tu
 * correo»). The redirect target is stored by the server before leaving (the `redirect` query, else
 * this page). Only the providers with credentials configured are shown; with none, nothing is —
 * not a disabled «no está disponible por ahora» first thing in the form. A page
 * rendered on the server passes `providers` (the server knows them), so the buttons are in its
 * HTML and nothing moves when the code arrives; a modal asks the API once.
 */
export function SocialButtons({
  action = "Continuar",
  redirect,
  divider,
  providers: known,
}: {
  action?: string;
  redirect?: string;
  divider: string;
  providers?: OAuthAvailability;
}) {
  const [available, setAvailable] = useState<Availability>(known ?? null);
  useEffect(() => {
    if (known) return;
    let live = true;
    cached ??= oauthProviders().catch(() => {
      cached = undefined;
      return { google: false, facebook: false };
    });
    cached.then((value) => live && setAvailable(value));
    return () => {
      live = false;
    };
  }, [known]);

  const shown = providers.filter((provider) => available?.[provider.id]);
  if (!shown.length) return null;
  return (
    <>
      <div className="flex flex-col gap-2">
        {shown.map((provider) => (
          <a
            key={provider.id}
            href={oauthStartUrl(provider.id, redirect ?? "")}
            onClick={(event) => {
              if (!redirect) event.currentTarget.href = oauthStartUrl(provider.id, currentRedirectTarget());
            }}
            className={buttonClasses({ variant: "outline", fullWidth: true })}
          >
            <ProviderIcon provider={provider.id} />
            {action} con {provider.label}
          </a>
        ))}
      </div>
      <p className="flex items-center gap-3 text-sm text-fg-muted before:h-px before:flex-1 before:bg-neutral-200 after:h-px after:flex-1 after:bg-neutral-200">
        {divider}
      </p>
    </>
  );
}

function ProviderIcon({ provider }: { provider: "google" | "facebook" }) {
  if (provider === "facebook") {
    return (
      <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5" fill="#1877F2">
        <path d="M24 12a12 12 0 1 0-13.9 11.9v-8.4H7.1V12h3V9.4c0-3 1.8-4.7 4.5-4.7 1.3 0 2.7.2 2.7.2v3h-1.5c-1.5 0-2 .9-2 1.9V12h3.4l-.5 3.5h-2.9v8.4A12 12 0 0 0 24 12Z" />
      </svg>
    );
  }
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5">
      <path fill="#4285F4" d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.5h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.8Z" />
      <path fill="#34A853" d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24Z" />
      <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6H1.3a12 12 0 0 0 0 10.8l4-3.1Z" />
      <path fill="#EA4335" d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.9 3.6-4.9 6.7-4.9Z" />
    </svg>
  );
}
