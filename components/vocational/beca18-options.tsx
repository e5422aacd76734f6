import Link from "@/components/ui/link";
import { PLACE_POINTS_NOTE, PLACE_POINTS_NOTE_OTHER, beca18IntroText, beca18OptionFacts, type Beca18Options } from "@/lib/beca18/options";
import { formatPoints } from "@/lib/beca18/score";

/**
 * «Dónde podrías estudiarla con Beca 18»: for her top suggested careers, the offerings in
 * PRONABEC's 2026 list, each with the points of the formula that depend on the place (without
 * her exam and her priority conditions) and a link to the offering's page with the full estimator.
 * `who` (her first name) says it of her, for a parent's panel; without it, to her.
 */
export function Beca18OptionsSection({
  data,
  who = null,
  headingId = "beca18-title",
}: {
  data: Beca18Options;
  who?: string | null;
  headingId?: string;
}) {
  if (!data.careers.length) return null;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3" data-testid="beca18-options">
      <h2 id={headingId} className="text-xl font-bold">
        {who ? `Dónde podría estudiar ${who} con Beca 18` : "Dónde podrías estudiarla con Beca 18"}
      </h2>
      <p className="text-fg-muted">
        {who ? `Sedes de las carreras sugeridas a ${who}` : "Sedes de tus carreras sugeridas"} que están en la lista Beca 18 2026 de
        PRONABEC ({data.partial}). {beca18IntroText(data.region, who)} {who ? `Las de la lista de ${who}` : "Las de tu lista"} van primero
        entre iguales. Los puntos son los que suma la sede en la fórmula (grupo, gestión, región y bono),{" "}
        <strong>{who ? PLACE_POINTS_NOTE_OTHER : PLACE_POINTS_NOTE}</strong>.
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
                    {o.onHerList ? (
                      <span className="ml-2 text-xs font-medium text-fg-muted">{who ? "(de su lista)" : "(de tu lista)"}</span>
                    ) : null}
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
                  Mostramos {c.options.length} de {c.eligibleCount} sedes elegibles. En la página de cada una se estima el puntaje completo.
                </p>
              ) : (
                <p className="mt-2 text-xs text-fg-muted">En la página de cada una se estima el puntaje completo, con el examen.</p>
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
