import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { notFound, permanentRedirect } from "next/navigation";
import { cache } from "react";
import { AuthorLine } from "@/components/community/author-line";
import { AcceptButton, AnswerForm, ReportButton, VoteButton } from "@/components/community/post-buttons";
import { JsonLd } from "@/components/seo/json-ld";
import { Badge } from "@/components/ui/badge";
import { appUrl } from "@/lib/config/env";
import { href } from "@/lib/config/route-paths";
import { getCurrentUser } from "@/lib/server/auth/session";
import { jsonLdText } from "@/lib/server/catalogue/seo";
import { getQuestion } from "@/lib/server/community/questions";
import { questionDescription, questionJsonLd } from "@/lib/server/community/seo";
import { AppError } from "@/lib/server/http/errors";
import { formatLimaDate } from "@/lib/format/dates";

type Props = { params: Promise<{ question: string }> };

const load = cache(async (segment: string) => {
  const match = /^(\d{1,9})(?:-[a-z0-9-]*)?$/.exec(segment);
  if (!match) return null;
  const user = await getCurrentUser();
  try {
    return { question: await getQuestion(Number(match[1]), user), user };
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") return null;
    throw error;
  }
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await load((await params).question);
  if (!page) return {};
  const q = page.question;
  return {
    title: `${q.title} · Comunidad`,
    description: questionDescription(q),
    alternates: { canonical: href("communityQuestion", { question: q.slug }) },
    robots: q.status === "published" ? undefined : { index: false },
  };
}

/** `/comunidad/{id}-{título}`: a question with its answers (accepted first), votes, «Reportar» and, for those who answer, the form. */
export default async function QuestionPage({ params }: Props) {
  const segment = (await params).question;
  const page = await load(segment);
  if (!page) notFound();
  const { question: q, user } = page;
  if (segment !== q.slug) permanentRedirect(href("communityQuestion", { question: q.slug }));
  const self = href("communityQuestion", { question: q.slug });
  const published = q.answerList.filter((a) => a.status === "published");
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8">
      {q.status === "published" ? <JsonLd json={jsonLdText(questionJsonLd(q, appUrl()))} /> : null}
      <nav aria-label="Migas de pan" className="text-sm">
        <Link href={href("community")} className="text-primary-700 underline">
          Comunidad
        </Link>
        {q.career ? (
          <>
            <span aria-hidden="true"> / </span>
            <Link href={href("community", { career: q.career.slug })} className="text-primary-700 underline">
              {q.career.name}
            </Link>
          </>
        ) : null}
      </nav>

      {q.status === "pending" ? (
        <p role="status" className="rounded-card bg-warning-50 p-3 text-warning-800">
          Tu pregunta está en revisión. Solo tú la ves hasta que el equipo la publique.
        </p>
      ) : null}
      {q.status === "rejected" ? (
        <div role="status" className="rounded-card border border-danger-200 bg-danger-50 p-3 text-danger-800">
          <p className="font-semibold">Tu pregunta no se publicó.</p>
          {q.rejectReason ? <p>Motivo: {q.rejectReason}</p> : null}
        </div>
      ) : null}

      <header className="flex flex-col gap-3">
        <h1 className="text-2xl font-bold text-fg sm:text-3xl">{q.title}</h1>
        <AuthorLine author={q.author} />
        <p className="text-sm text-neutral-700">
          <time dateTime={q.createdAt}>{formatLimaDate(q.createdAt)}</time>
        </p>
        {q.career || q.institution ? (
          <p className="flex flex-wrap gap-2 text-sm">
            {q.career ? (
              <Link href={href("estudiarCarrera", { careerSlug: q.career.slug })} className="underline">
                <Badge variant="primary">Carrera: {q.career.name}</Badge>
              </Link>
            ) : null}
            {q.institution ? (
              <Link href={href("institution", { institutionSlug: q.institution.slug })} className="underline">
                <Badge variant="neutral">{q.institution.name}</Badge>
              </Link>
            ) : null}
          </p>
        ) : null}
      </header>
      <p className="text-lg whitespace-pre-line text-neutral-900">{q.body}</p>
      {q.status === "published" ? (
        <div className="flex flex-wrap items-center gap-4">
          <VoteButton
            questionId={q.id}
            votes={q.votes}
            voted={q.voted}
            canVote={q.can.vote && !q.mine}
            loggedIn={Boolean(user)}
            returnTo={self}
          />
          {!q.mine ? <ReportButton kind="question" id={q.id} loggedIn={Boolean(user)} returnTo={self} /> : null}
        </div>
      ) : null}

      <section aria-labelledby="respuestas" className="flex flex-col gap-4">
        <h2 id="respuestas" className="text-xl font-bold text-fg">
          {published.length === 1 ? "1 respuesta" : `${published.length} respuestas`}
        </h2>
        {q.answerList.length === 0 ? (
          <p className="rounded-card border border-dashed border-border bg-surface p-4 text-neutral-700">
            Aún no hay respuestas. Las orientadoras de Rumbo y los embajadores verificados responden en pocos días.
          </p>
        ) : (
          <ol className="flex flex-col gap-4">
            {q.answerList.map((a) => (
              <li
                key={a.id}
                id={`respuesta-${a.id}`}
                className={
                  a.accepted
                    ? "flex flex-col gap-3 rounded-card border-2 border-success-600 bg-surface p-4"
                    : "flex flex-col gap-3 rounded-card border border-border bg-surface p-4"
                }
              >
                {a.accepted ? (
                  <p>
                    <Badge variant="success">Respuesta aceptada</Badge>
                  </p>
                ) : null}
                {a.status === "pending" ? (
                  <p>
                    <Badge variant="warning">En revisión: solo tú la ves</Badge>
                  </p>
                ) : null}
                <AuthorLine author={a.author} />
                <p className="whitespace-pre-line text-neutral-900">{a.body}</p>
                {a.status === "published" ? (
                  <div className="flex flex-wrap items-center gap-4">
                    <VoteButton
                      questionId={q.id}
                      answerId={a.id}
                      votes={a.votes}
                      voted={a.voted}
                      canVote={q.can.vote && !a.mine}
                      loggedIn={Boolean(user)}
                      returnTo={self}
                    />
                    {q.can.accept ? <AcceptButton questionId={q.id} answerId={a.id} accepted={a.accepted} /> : null}
                    {!a.mine ? <ReportButton kind="answer" id={a.id} loggedIn={Boolean(user)} returnTo={self} /> : null}
                  </div>
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </section>

      {q.can.answer ? (
        <section aria-labelledby="responder" className="flex flex-col gap-3 rounded-card border border-border bg-surface p-4">
          <h2 id="responder" className="text-lg font-bold text-fg">
            Responder
          </h2>
          <AnswerForm questionId={q.id} />
        </section>
      ) : q.status === "published" ? (
        <p className="rounded-card bg-primary-50 p-4 text-primary-900">
          Responden las orientadoras de Rumbo y los embajadores verificados.{" "}
          <Link href={`${href("community")}#preguntar`} className="font-semibold underline">
            ¿Tienes otra duda? Haz tu pregunta
          </Link>
          .
        </p>
      ) : null}
    </article>
  );
}
