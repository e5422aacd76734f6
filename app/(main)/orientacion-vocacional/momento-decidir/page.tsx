import { describeCode } from "@/lib/content/vocational/interests";
import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { buttonClasses } from "@/components/ui/button";
import { DecisionForm } from "@/components/vocational/decision-form";
import { SectionPage } from "@/components/vocational/section-page";
import { listShortlist } from "@/lib/server/catalogue/shortlist";
import { requireStudentResult } from "@/lib/server/vocational/page-context";
import { href, route } from "@/lib/config/route-registry";

export const metadata: Metadata = { title: route("momentoDecidir").title };

export default async function MomentoDecidirPage() {
  const { user, process, result } = await requireStudentResult(href("momentoDecidir"));
  if (!result.ready) {
    return (
      <SectionPage title="Momento de decidir">
        <p>Para decidir, primero necesitas tu resultado.</p>
        <Link href={href("vocIncompleteResult")} className={buttonClasses({ className: "self-start" })}>
          Ver qué me falta
        </Link>
      </SectionPage>
    );
  }
  const ratings = process.sections.evaluate.answers as Record<string, number | null>;
  const careers = result.suggestions.map((s) => ({ id: s.careerId, name: s.name }));
  const decision = process.sections["decision-time"].answers;
  const list = await listShortlist(user.id);
  const places = list.flatMap((i) => (i.kind === "place" && i.institution ? [i.institution.name] : []));
  const listed = list.flatMap((i) => (i.kind === "career" && i.career ? [i.career.name] : []));
  return (
    <SectionPage title="Momento de decidir" intro="Mira todo junto y elige. Puedes cambiar de idea cuando quieras.">
      <section className="flex flex-col gap-2 rounded-card border border-border bg-surface p-4 shadow-card" aria-labelledby="resumen">
        <h2 id="resumen" className="text-lg font-semibold">
          Tu resumen
        </h2>
        <p>
          Tus intereses más fuertes: <strong>{describeCode(result.hollandCode) ?? "salieron parejos (perfil poco diferenciado)"}</strong>
        </p>
        <p>
          Tus tres primeras carreras:{" "}
          {result.suggestions
            .slice(0, 3)
            .map((s) => s.name)
            .join(", ")}
          .
        </p>
        {Object.keys(ratings).length ? (
          <p>
            Las que mejor calificaste:{" "}
            {careers
              .filter((c) => (ratings[String(c.id)] ?? 0) >= 4)
              .map((c) => c.name)
              .join(", ") || "ninguna con 4 o 5"}
            .
          </p>
        ) : null}
        {result.vocation ? <p>Tu vocación: «{result.vocation}»</p> : null}
        {listed.length ? <p>En tu lista: {listed.join(", ")}.</p> : null}
        {places.length ? <p>Dónde estudiar (tu lista): {[...new Set(places)].join(", ")}.</p> : null}
      </section>
      <DecisionForm
        processId={process.id}
        careers={careers}
        initial={{
          careerId: typeof decision.careerId === "number" ? decision.careerId : null,
          confidence: typeof decision.confidence === "number" ? decision.confidence : null,
        }}
      />
      <Link href={href("vocResult")} className={buttonClasses({ className: "self-start" })}>
        Ver mi resultado completo
      </Link>
    </SectionPage>
  );
}
