import { describeCode } from "@/lib/content/vocational/interests";
import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { notFound } from "next/navigation";
import { cache } from "react";
import { buttonClasses } from "@/components/ui/button";
import { ResultProfiles } from "@/components/vocational/result-profiles";
import { ShortlistSummary } from "@/components/vocational/shortlist-summary";
import { SuggestionList } from "@/components/vocational/suggestion-list";
import { AppError } from "@/lib/server/http/errors";
import { publicSummary } from "@/lib/server/vocational/public-summary";
import { href } from "@/lib/config/route-paths";
import { site } from "@/lib/config/site";

type Props = { params: Promise<{ id: string }> };

const load = cache(async (id: string) => {
  if (id.length > 64) return null;
  try {
    return await publicSummary(id);
  } catch (e) {
    if (e instanceof AppError && e.status === 404) return null;
    throw e;
  }
});

/** The link preview says whose result it is (first name and initial only) and what it holds. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const id = (await params).id;
  const summary = await load(id);
  if (!summary) return { title: "Resultado no disponible", robots: { index: false } };
  const title = `Resultado vocacional de ${summary.displayName}`;
  const top = summary.suggestions
    .slice(0, 3)
    .map((s) => s.name)
    .join(", ");
  const description = `${summary.hollandCode ? `Sus intereses más fuertes: ${describeCode(summary.hollandCode)}. ` : ""}${
    top ? `Carreras que encajan con su perfil: ${top}.` : ""
  } Según el test vocacional de ${site.name}.`.trim();
  return {
    title,
    description,
    robots: { index: false },
    openGraph: {
      type: "profile",
      locale: "es_PE",
      siteName: site.name,
      title: `${title} · ${site.name}`,
      description,
      url: href("publicResult", { id }),
    },
    twitter: { card: "summary", title: `${title} · ${site.name}`, description },
  };
}

/** The shareable summary (/r/{id}): no e-mail, phone or school; 404 when sharing is off. */
export default async function SharedResultPage({ params }: Props) {
  const summary = await load((await params).id);
  if (!summary) notFound();
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold text-fg">Resultado vocacional de {summary.displayName}</h1>
        <p className="text-fg-muted">
          {summary.hollandCode ? (
            <>
              Intereses más fuertes: <strong>{describeCode(summary.hollandCode)}</strong>. Carreras que encajan, según el test de Rumbo.
            </>
          ) : (
            "Intereses parejos (perfil poco diferenciado) y carreras para explorar, según el test de Rumbo."
          )}
        </p>
        {summary.vocation ? <p className="text-lg text-fg">«{summary.vocation}»</p> : null}
      </header>
      <ResultProfiles result={summary} reader="other" />
      <section aria-labelledby="carreras" className="flex flex-col gap-3">
        <h2 id="carreras" className="text-xl font-bold">
          Carreras sugeridas
        </h2>
        <SuggestionList suggestions={summary.suggestions} discard={false} reader="other" />
      </section>
      {summary.shortlist?.length ? (
        <ShortlistSummary items={summary.shortlist} reader="other" headingId="su-lista" title="Su lista" />
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Link href={href("orientacionVocacional")} className={buttonClasses({ variant: "accent" })}>
          Haz tu propio test
        </Link>
        <Link href={href("vocMethodology")} className={buttonClasses({ variant: "ghost" })}>
          Cómo funciona
        </Link>
      </div>
    </div>
  );
}
