import Link from "@/components/ui/link";
import { QuestionCard } from "@/components/community/question-card";
import { buttonClasses } from "@/components/ui/button";
import { href } from "@/lib/config/route-paths";
import { questionsAbout } from "@/lib/server/community/questions";

/**
 * «Preguntas de la comunidad» on a career's or an institution's page: its most useful published
 * questions and a way to ask one about it. One line in each page: `<CommunityQuestions … />`.
 */
export async function CommunityQuestions({
  about,
  bare = false,
}: {
  about: { careerSlug: string; name: string } | { institutionSlug: string; name: string };
  /** Inside a page's own container (no width or side padding of its own). */
  bare?: boolean;
}) {
  const filter = "careerSlug" in about ? { career: about.careerSlug } : { institution: about.institutionSlug };
  const questions = await questionsAbout(
    "careerSlug" in about ? { careerSlug: about.careerSlug } : { institutionSlug: about.institutionSlug },
  );
  const ask = `${href("community", filter)}#preguntar`;
  const heading = (
    <h2 id="preguntas-comunidad" className="text-xl font-bold text-fg sm:text-2xl">
      Preguntas de la comunidad
    </h2>
  );
  // No question yet: one sentence and one link (the catalogue pages that carry this stay under
  // their 60 KB budget, e2e/catalogue.spec.ts).
  if (!questions.length)
    return (
      <section aria-labelledby="preguntas-comunidad" className={bare ? "mt-8" : "mx-auto max-w-6xl px-4 py-8"}>
        {heading}
        <p className="mt-2 text-neutral-700">
          Aún no hay preguntas.{" "}
          <a href={ask} className="font-semibold text-primary-700 underline">
            Haz la primera
          </a>
          .
        </p>
      </section>
    );
  return (
    <section
      aria-labelledby="preguntas-comunidad"
      className={bare ? "mt-8 flex flex-col gap-4" : "mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8"}
    >
      {heading}
      <ul className="grid gap-4 md:grid-cols-2">
        {questions.map((q) => (
          <QuestionCard key={q.id} question={q} />
        ))}
      </ul>
      <p className="flex flex-wrap gap-3">
        <Link href={ask} className={buttonClasses({ variant: "outline" })}>
          Preguntar sobre {about.name}
        </Link>
        <Link href={href("community", filter)} className={buttonClasses({ variant: "ghost" })}>
          Ver todas las preguntas
        </Link>
      </p>
    </section>
  );
}
