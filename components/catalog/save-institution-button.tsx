"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";

/** The API client (axios) is loaded on the first press, not with the profile page. */
const loadApi = () => Promise.all([import("@/lib/api/catalog"), import("@/lib/api/errors")]);

/** "Guardar en mi lista" on a profile; visitors are sent to log in and come back. */
export function SaveInstitutionButton({ institutionId, saved, isLogged, redirectTo }: { institutionId: number; saved: boolean; isLogged: boolean; redirectTo: string }) {
  const [isSaved, setSaved] = useState(saved);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!isLogged) {
    return (
      <a href={`/entrar?redirect=${encodeURIComponent(redirectTo)}`} className="inline-flex min-h-11 items-center font-semibold text-primary-700 underline">
        Inicia sesión para guardarla
      </a>
    );
  }
  return (
    <div className="flex flex-col">
      <Button
        variant="outline"
        aria-pressed={isSaved}
        loading={busy}
        onClick={async () => {
          setBusy(true);
          setError(null);
          let describe: ((e: unknown) => string) | null = null;
          try {
            const [api, errors] = await loadApi();
            describe = errors.apiErrorMessage;
            if (isSaved) await api.removeSavedInstitution(institutionId);
            else await api.saveInstitution(institutionId);
            setSaved(!isSaved);
          } catch (e) {
            setError(describe ? describe(e) : "No pudimos conectarnos. Revisa tu conexión e inténtalo de nuevo.");
          } finally {
            setBusy(false);
          }
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
