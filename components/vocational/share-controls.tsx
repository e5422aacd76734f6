"use client";

import { answerQueue, SaveError } from "./answer-queue";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { apiErrorMessage } from "@/lib/api/errors";
import { toApiError } from "@/lib/api/errors";
import { userSlugSchema } from "@/lib/contracts/vocational";

/** Turns the public link on or off; it shows no e-mail, phone or school. */
export function ShareControls({
  processId,
  initialEnabled,
  initialSlug,
}: {
  processId: string;
  initialEnabled: boolean;
  initialSlug: string | null;
}) {
  const [enabled, setEnabled] = useState(initialEnabled);
  const [slug, setSlug] = useState(initialSlug);
  const [slugInput, setSlugInput] = useState(initialSlug ?? "");
  const [slugError, setSlugError] = useState<string | null>(null);
  const [slugSaving, setSlugSaving] = useState(false);
  const path = `/r/${slug ?? processId}`;

  async function saveSlug() {
    const parsed = userSlugSchema.safeParse(slugInput);
    if (!parsed.success) {
      setSlugError(parsed.error.issues[0]?.message ?? "Nombre inválido.");
      return;
    }
    setSlugSaving(true);
    setSlugError(null);
    try {
      const res = await answerQueue.share(processId, { slug: parsed.data });
      setSlug(res.slug);
      setSlugInput(res.slug ?? "");
    } catch (e) {
      if (e instanceof SaveError) setSlugError(e.fieldErrors["slug"]?.[0] ?? e.fieldErrors["data.slug"]?.[0] ?? e.message);
      else setSlugError(toApiError(e).message);
    } finally {
      setSlugSaving(false);
    }
  }
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);

  async function toggle() {
    setSaving(true);
    setError(null);
    try {
      const res = await answerQueue.share(processId, { shareEnabled: !enabled });
      setEnabled(res.shareEnabled);
    } catch (e) {
      setError(e instanceof Error ? e.message : apiErrorMessage(e));
    } finally {
      setSaving(false);
    }
  }

  const [origin, setOrigin] = useState("");
  // The origin is known only in the browser; reading it in an effect keeps hydration identical.
  useEffect(() => setOrigin(window.location.origin), []);
  const url = `${origin}${path}`;
  return (
    <section className="flex flex-col gap-3 rounded-card border border-border bg-surface p-4 shadow-card" aria-labelledby="compartir-title">
      <h2 id="compartir-title" className="text-lg font-semibold">
        Comparte tu resultado
      </h2>
      <p className="text-sm text-fg-muted">
        El enlace muestra tu nombre, tus perfiles y tus carreras sugeridas. Nunca tu correo, tu celular ni tu colegio.
      </p>
      {enabled ? (
        <p className="break-all text-fg">
          Tu enlace:{" "}
          <a href={path} className="font-medium text-primary-700 underline">
            {url}
          </a>
        </p>
      ) : (
        <p className="text-fg">El enlace público está desactivado.</p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button variant={enabled ? "outline" : "primary"} loading={saving} onClick={() => void toggle()}>
          {enabled ? "Desactivar enlace público" : "Activar enlace público"}
        </Button>
        {enabled ? (
          <Button
            variant="ghost"
            onClick={() => {
              void navigator.clipboard?.writeText(url).then(() => setCopied(true));
            }}
          >
            {copied ? "Enlace copiado" : "Copiar enlace"}
          </Button>
        ) : null}
      </div>
      {error ? (
        <p role="alert" className="text-sm text-danger-700">
          {error}
        </p>
      ) : null}
      <form
        className="flex flex-col gap-1"
        onSubmit={(e) => {
          e.preventDefault();
          void saveSlug();
        }}
      >
        <label htmlFor="share-slug" className="font-medium">
          Nombre de tu enlace (opcional)
        </label>
        <div className="flex flex-wrap gap-2">
          <input
            id="share-slug"
            value={slugInput}
            onChange={(e) => setSlugInput(e.target.value)}
            aria-invalid={slugError ? true : undefined}
            aria-describedby={slugError ? "share-slug-error" : "share-slug-hint"}
            maxLength={40}
            className="min-h-11 flex-1 rounded-control border border-border bg-surface px-3"
          />
          <Button type="submit" variant="outline" loading={slugSaving}>
            Guardar nombre
          </Button>
        </div>
        {slugError ? (
          <p id="share-slug-error" role="alert" className="text-sm text-danger-700">
            {slugError}
          </p>
        ) : (
          <p id="share-slug-hint" className="text-sm text-fg-muted">
            Letras sin tildes, números y guiones; por ejemplo, valeria-2026.
          </p>
        )}
      </form>
    </section>
  );
}
