import Link from "@/components/ui/link";
import { formatPoints } from "@/lib/beca18/score";
import type { Beca18Option, Beca18Options } from "@/lib/server/catalogue/beca18-places";

/** «SAN JUAN DE LURIGANCHO» → «San Juan De Lurigancho»: PRONABEC writes places in upper case. */
const titleCase = (s: string) =>
  s.toLocaleLowerCase("es").replace(/(^|\s)(\p{L})/gu, (_m, a: string, b: string) => a + b.toLocaleUpperCase("es"));

/** «Grupo 1 · pública · Ayacucho (Huamanga)»: the facts of PRONABEC's list behind an option's points. */
export function beca18OptionFacts(o: Beca18Option): string {
  return [
    o.group ? `Grupo ${o.group} de PRONABEC` : "Grupo no disponible",
    o.gestion === "publica" ? "pública" : o.gestion === "privada" ? "privada" : "gestión sin dato",
    `${titleCase(o.department)}${o.districts.length ? ` (${o.districts.map(titleCase).join(", ")})` : ""}`,
  ].join(" · ");
}

/** What the region part means for her, in one line: the explanation of PR/ME or why it is missing. */
export function beca18IntroText(region: Beca18Options["region"]): string {
  if (!region)
    return "No sabemos tu región (no filtraste por región en el test): las ordenamos por el grupo de PRONABEC y sin los puntos de quedarte o mudarte.";
  if (!region.quintileRegion)
    return "Filtraste por Lima: primero las sedes en Lima. PRONABEC puntúa distinto Lima Metropolitana y Lima Provincias, así que no sumamos quedarte o mudarte (elígelo en el estimador de cada sede).";
  return `Primero las sedes en tu región (${region.label}, la que filtraste en el test); los puntos de quedarte o mudarte son los de ${region.label}.`;
}

/**
 * «Dónde podrías estudiarla con Beca 18»: for her top suggested careers, the offerings in
 * PRONABEC's 2026 list, each with the points of the formula that depend on the place (without
 * her exam and her priority conditions) and a link to the offering's page with the full estimator.
 */
export function Beca18OptionsSection({ data }: { data: Beca18Options }) {
  if (!data.careers.length) return null;
  return (
    <section aria-labelledby="beca18-title" className="flex flex-col gap-3" data-testid="beca18-options">
      <h2 id="beca18-title" className="text-xl font-bold">
        Dónde podrías estudiarla con Beca 18
      </h2>
      <p className="text-fg-muted">
        Sedes de tus carreras sugeridas que están en la lista Beca 18 2026 de PRONABEC ({data.partial}). {beca18IntroText(data.region)} Las
        de tu lista van primero entre iguales. Los puntos son los que suma la sede en la fórmula (grupo, gestión, región y bono),{" "}
        <strong>sin contar tu examen (ENP) ni tus condiciones prioritarias</strong>.
      </p>
      {data.careers.map((c) => (
        <div key={c.careerId} className="rounded-card border border-border p-4">
          <h3 className="text-base font-semibold text-fg">{c.name}</h3>
          {c.options.length ? (
            <>
              <ul className="mt-2 flex flex-col gap-3">
                {c.options.map((o) => (
                  <li key={o.offeringId} className="text-sm text-fg" data-testid="beca18-option">
                    <Link href={o.href} className="font-semibold text-primary-700 underline">
                      {o.programme} en {o.institutionName}
                    </Link>
                    {o.onHerList ? <span className="ml-2 text-xs font-medium text-fg-muted">(de tu lista)</span> : null}
                    <span className="block">
                      <strong data-testid="beca18-option-points">{formatPoints(o.points)} puntos por la sede</strong>
                      {o.missing.length ? ` (sin dato: ${o.missing.join("; ")})` : ""}
                    </span>
                    <span className="block text-fg-muted">{beca18OptionFacts(o)}</span>
                  </li>
                ))}
              </ul>
              {c.eligibleCount > c.options.length ? (
                <p className="mt-2 text-xs text-fg-muted">
                  Mostramos {c.options.length} de {c.eligibleCount} sedes elegibles. Entra a cada una para estimar tu puntaje completo.
                </p>
              ) : (
                <p className="mt-2 text-xs text-fg-muted">Entra a cada una para estimar tu puntaje completo con tu examen.</p>
              )}
            </>
          ) : (
            <p className="mt-1 text-sm text-fg-muted">
              No encontramos sedes de esta carrera en la lista Beca 18 2026 que tenemos ({data.partial}).
            </p>
          )}
        </div>
      ))}
      <p className="text-sm text-fg">
        {data.rule.replace(/ confirma en pronabec\.gob\.pe\.$/, " confirma en ")}
        <a className="text-primary-700 underline" href={data.url} rel="noopener noreferrer" target="_blank">
          pronabec.gob.pe/beca-18
          <span className="sr-only"> (se abre en una pestaña nueva)</span>
        </a>
        . Es una estimación: PRONABEC decide. Fuente: {data.source}.
      </p>
    </section>
  );
}
