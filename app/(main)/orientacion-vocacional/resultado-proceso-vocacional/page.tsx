import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { redirect } from "next/navigation";
import { ResultPodiumIllustration } from "@/components/illustrations/result-podium";
import { buttonClasses } from "@/components/ui/button";
import { FinishButton } from "@/components/vocational/finish-button";
import { NpsForm } from "@/components/vocational/nps-form";
import { QualityNotice, SkippedSteps } from "@/components/vocational/result-notices";
import { ResultProfiles } from "@/components/vocational/result-profiles";
import { ShareControls } from "@/components/vocational/share-controls";
import { ShortlistSummary } from "@/components/vocational/shortlist-summary";
import { SuggestionList } from "@/components/vocational/suggestion-list";
import { reportPdfUrl } from "@/lib/api/vocational";
import { listShortlist } from "@/lib/server/catalogue/shortlist";
import { beca18OptionsForCareers } from "@/lib/server/catalogue/beca18-places";
import { Beca18OptionsSection } from "@/components/vocational/beca18-options";
import { requireStudentResult } from "@/lib/server/vocational/page-context";
import { href, route } from "@/lib/config/route-registry";

export const metadata: Metadata = { title: route("vocResult").title };

export default async function ResultadoPage() {
  const { user, process, result } = await requireStudentResult(href("vocResult"));
  if (!result.ready) redirect(href("vocIncompleteResult"));
  const nps = process.sections.nps.answers;
  const undifferentiated = result.differentiation?.undifferentiated === true;
  // A skipped quick-mode step is said above, with its own link: not twice.
  const recommended = result.recommended.filter((r) => !result.skipped.some((s) => s.key === r.key));
  const list = await listShortlist(user.id);
  // Her region is the one she filtered by in the test (a section: its saves change the page's version).
  const filter = process.sections["career-filter"].answers as { regionId?: number | null };
  const beca18 = await beca18OptionsForCareers({
    careers: result.suggestions.slice(0, 3).map((s) => ({ careerId: s.careerId, name: s.name })),
    regionId: filter.regionId ?? null,
    listed: {
      institutionIds: list.flatMap((i) => (i.institution ? [i.institution.id] : [])),
      offeringIds: list.flatMap((i) => (i.offeringId ? [i.offeringId] : [])),
    },
  });
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-6">
      <header className="flex flex-col gap-2">
        <Link href={href("orientacionVocacional")} className="text-sm font-medium text-primary-700 underline">
          ← Mapa de tu orientación vocacional
        </Link>
        <div className="flex items-center gap-3">
          <ResultPodiumIllustration width={96} height={80} className="shrink-0 sm:h-[100px] sm:w-[120px]" />
          <h1 className="text-2xl font-bold text-fg sm:text-3xl">
            {user.name ? `${user.name.split(" ")[0]}, este es tu resultado` : "Tu resultado"}
          </h1>
        </div>
        <p className="text-fg-muted">
          Tus respuestas muestran a qué te pareces; no deciden por ti. Úsalas para explorar y conversar con tu familia.{" "}
          <Link href={href("vocMethodology")} className="font-medium text-primary-700 underline">
            Cómo calculamos esto
          </Link>
        </p>
      </header>

      {/* Her answers' quality first (before anything else), then the quick mode's steps she skipped. */}
      {result.consistency ? <QualityNotice consistency={result.consistency} /> : null}
      <SkippedSteps skipped={result.skipped} />

      {recommended.length ? (
        <div className="rounded-card border border-primary-200 bg-primary-50 p-4 text-primary-900">
          <p className="font-semibold">Tu resultado puede ser más preciso.</p>
          <p>
            Completa:{" "}
            {recommended.map((r, i) => (
              <span key={r.key}>
                {i ? ", " : ""}
                <Link href={r.path ?? href("orientacionVocacional")} className="font-medium underline">
                  {r.title.toLowerCase()}
                </Link>
              </span>
            ))}
            .
          </p>
        </div>
      ) : null}

      {undifferentiated ? (
        <section
          aria-labelledby="perfil-title"
          className="flex flex-col gap-3 rounded-card border border-primary-200 bg-primary-50 p-4 text-primary-900"
        >
          <h2 id="perfil-title" className="text-xl font-bold">
            Tu perfil es poco diferenciado
          </h2>
          <p>{result.differentiation?.message}</p>
          <p>
            Por eso no te damos un código de Holland ni una carrera «ganadora»: las afinidades de abajo son solo orientativas (como máximo
            60/100). Lo que sí te ayudará ahora:
          </p>
          <ol className="flex list-decimal flex-col gap-1 pl-5">
            <li>
              Marca las{" "}
              <Link href={href("vocAbilities")} className="font-medium underline">
                habilidades
              </Link>{" "}
              y las{" "}
              <Link href={href("vocActivities")} className="font-medium underline">
                actividades
              </Link>{" "}
              que de verdad haces: pesan en tu resultado.
            </li>
            <li>
              Explora el{" "}
              <Link href={href("vocCareerWorld")} className="font-medium underline">
                mundo de carreras
              </Link>{" "}
              y marca las áreas que te den curiosidad, aunque sea poca.
            </li>
            <li>Conversa con dos personas que trabajen en algo que te llame la atención y pregúntales qué hacen en un día normal.</li>
            <li>
              Prueba algo nuevo este mes (un taller, un voluntariado, un curso corto) y vuelve a dar el test en unos meses: los intereses se
              aclaran con la experiencia.
            </li>
            {result.mode === "quick" ? (
              <li>
                Haz el{" "}
                <Link href={href("vocInterests")} className="font-medium underline">
                  test completo de intereses
                </Link>
                : con más preguntas, tu perfil puede aclararse.
              </li>
            ) : null}
          </ol>
        </section>
      ) : null}

      <ResultProfiles result={result} />

      <section aria-labelledby="carreras-title" className="flex flex-col gap-3">
        <h2 id="carreras-title" className="text-xl font-bold">
          {undifferentiated ? "Carreras para empezar a explorar" : "Carreras que encajan contigo"}
        </h2>
        <p className="text-fg-muted">
          {undifferentiated ? "No son una recomendación: son un punto de partida para explorar." : "Ordenadas por afinidad."} Si una no va
          contigo, dinos que no es para ti: entra la siguiente. «Me interesa» la guarda en tu lista.
        </p>
        <SuggestionList
          processId={process.id}
          suggestions={result.suggestions}
          capped={undifferentiated}
          careless={Boolean(result.consistency)}
          feedback={{ mode: result.mode ?? "full", rankingVersion: result.rankingVersion }}
          listedCareerIds={list.flatMap((i) => (i.kind === "career" && i.career ? [i.career.id] : []))}
        />
        {result.discarded.length ? (
          <p className="text-sm text-fg-muted">
            Descartaste: {result.discarded.map((d) => d.name).join(", ")}.{" "}
            <Link href={href("vocDiscard")} className="underline">
              Revisar descartes
            </Link>
          </p>
        ) : null}
      </section>

      <Beca18OptionsSection data={beca18} />

      <ShortlistSummary items={list} headingId="mi-lista" title="Tu lista" />

      <div className="flex flex-wrap gap-3">
        <a href={reportPdfUrl(process.id)} download className={buttonClasses({ variant: "accent" })}>
          Descargar informe PDF
        </a>
        <Link href={href("momentoDecidir")} className={buttonClasses({ variant: "outline" })}>
          Ir al momento de decidir
        </Link>
        <FinishButton processId={process.id} finished={Boolean(process.completedAt)} />
      </div>

      <ShareControls processId={process.id} initialEnabled={process.shareEnabled} initialSlug={process.slug} />
      <NpsForm
        processId={process.id}
        initialScore={typeof nps.score === "number" ? nps.score : null}
        initialComment={typeof nps.comment === "string" ? nps.comment : ""}
      />
    </div>
  );
}
