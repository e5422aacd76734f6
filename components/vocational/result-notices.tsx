import Link from "@/components/ui/link";
import { buttonClasses } from "@/components/ui/button";
import type { ResultDto } from "@/lib/contracts/vocational";

/**
 * What the result page says before the careers when her answers cannot be read as they stand
 * (the same notice in both modes: lib/server/vocational/quality.ts), with the way back to them.
 */
export function QualityNotice({ consistency }: { consistency: NonNullable<ResultDto["consistency"]> }) {
  return (
    <div role="note" className="flex flex-col gap-2 rounded-card border border-warning-200 bg-warning-50 p-4 text-warning-900">
      <p className="font-semibold">Antes de ver tus carreras: algunas respuestas parecen hechas sin leer</p>
      <p>{consistency.message}</p>
      <p>
        Mientras tanto, las afinidades de abajo son bajas a propósito (como máximo {consistency.affinityCap}/100): con estas respuestas no
        podemos darte una lista confiable.
      </p>
      {consistency.reviewPath ? (
        <Link href={consistency.reviewPath} className={buttonClasses({ variant: "accent" })}>
          Revisar mis respuestas
        </Link>
      ) : null}
    </div>
  );
}

/** The quick mode's choice steps she skipped, each said plainly with a link that opens that step again. */
export function SkippedSteps({ skipped }: { skipped: ResultDto["skipped"] }) {
  if (!skipped.length) return null;
  return (
    <ul
      aria-label="Pasos que saltaste"
      className="flex flex-col gap-2 rounded-card border border-primary-200 bg-primary-50 p-4 text-primary-900"
    >
      {skipped.map((s) => (
        <li key={s.key}>
          {s.message} {/* The name says which step (two links with one text); it starts with what is seen. */}
          <Link href={s.path} className="font-medium underline" aria-label={`Complétalo aquí: ${s.title.toLowerCase()}`}>
            Complétalo aquí
          </Link>
        </li>
      ))}
    </ul>
  );
}
