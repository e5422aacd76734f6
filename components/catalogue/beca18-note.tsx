import { BECA18_PARTIAL, BECA18_RULE, BECA18_SOURCE, BECA18_URL } from "@/lib/content/catalogue/sources";
import type { Beca18InstitutionDto } from "@/lib/contracts/catalogue";

/** «Elegible Beca 18 2026 · grupo 2» or «No figura en la lista Beca 18 2026», for tables and cards. */
export function beca18Short(beca18: Pick<Beca18InstitutionDto, "eligible" | "group"> | null | undefined): string {
  if (!beca18?.eligible) return "No figura en la lista Beca 18 2026";
  return `Elegible Beca 18 2026${beca18.group ? ` · grupo ${beca18.group}` : ""}`;
}

/** The rule of Beca 18 in one line and PRONABEC's official page (a plain link: nothing is loaded from it). */
export function Beca18Rule({ className = "text-xs text-fg-muted" }: { className?: string }) {
  return (
    <p className={className} data-testid="beca18-rule">
      {BECA18_RULE.replace(/ confirma en pronabec\.gob\.pe\.$/, " confirma en ")}
      <a className="text-primary-700 underline" href={BECA18_URL} rel="noopener noreferrer" target="_blank">
        pronabec.gob.pe/beca-18
        <span className="sr-only"> (se abre en una pestaña nueva)</span>
      </a>
      .
    </p>
  );
}

/** An institution's Beca 18 2026 status with its source, the rule and the official page. */
export function Beca18Status({ beca18 }: { beca18: Beca18InstitutionDto | undefined }) {
  const eligible = Boolean(beca18?.eligible);
  return (
    <div data-testid="beca18-status" data-eligible={eligible ? "si" : "no"}>
      <p className="mt-2 text-fg">
        {eligible ? (
          <>
            <strong>Elegible para Beca 18 2026</strong>
            {beca18?.group ? ` · grupo ${beca18.group} de PRONABEC` : ""}: {beca18?.rows ?? 0}{" "}
            {beca18?.rows === 1 ? "programa, sede y modalidad" : "combinaciones de programa, sede y modalidad"} en la lista (
            {BECA18_PARTIAL}).
          </>
        ) : (
          <>No figura en la lista de instituciones elegibles para Beca 18 2026 ({BECA18_PARTIAL}).</>
        )}
      </p>
      <Beca18Rule className="mt-1 text-sm text-fg" />
      <p className="mt-1 text-xs text-fg-muted">Fuente: {BECA18_SOURCE}.</p>
    </div>
  );
}
