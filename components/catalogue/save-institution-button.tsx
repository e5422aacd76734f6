"use client";

import { useState } from "react";
import { describeTapError } from "@/lib/client/tap-error";
import { forgetSavedInstitutions, useSavedInstitutions } from "./use-saved-institutions";
import { Button } from "@/components/ui/button";
import { useModalsStore } from "@/stores/modals";
import { signedInNow, useSessionStore } from "@/stores/session";

/** The API client (axios) is loaded on the first press, not with the profile page. */
const loadApi = () => import("@/lib/api/catalogue");

/**
 * "Guardar en mi lista" on a profile. A visitor gets the login modal on the same page; once they
 * log in (or register) there, the institution is saved (stores/modals.ts `requireAccount`).
 */
export function SaveInstitutionButton({
  institutionId,
  saved,
  isLogged,
}: {
  institutionId: number;
  saved: boolean;
  isLogged: boolean;
  redirectTo?: string;
}) {
  // Null until the student presses: before that, the saved list read after hydration (the page's
  // HTML is the visitor's, from the server's page cache) or the server's flag.
  const [pressed, setSaved] = useState<boolean | null>(null);
  const savedList = useSavedInstitutions();
  const isSaved = pressed ?? (saved || Boolean(savedList?.ids.has(institutionId)));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const loggedNow = useSessionStore((s) => s.isLogged) || isLogged;

  async function apply(save: boolean) {
    setBusy(true);
    setError(null);
    try {
      const api = await loadApi();
      if (save) await api.saveInstitution(institutionId);
      else await api.removeSavedInstitution(institutionId);
      setSaved(save);
      forgetSavedInstitutions();
    } catch (e) {
      setError((await describeTapError(e)).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col">
      <Button
        variant="outline"
        aria-pressed={isSaved}
        aria-haspopup={loggedNow ? undefined : "dialog"}
        loading={busy}
        onClick={() => {
          if (!loggedNow && !signedInNow()) {
            useModalsStore.getState().requireAccount(() => apply(true), {
              reason: "Inicia sesión o regístrate para guardarla en tu lista. Seguirás en esta página.",
            });
            return;
          }
          void apply(!isSaved);
        }}
      >
        {isSaved ? "★ En mi lista" : "☆ Guardar en mi lista"}
      </Button>
      {error ? (
        <p role="alert" className="mt-1 text-sm text-danger-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
