import Link from "@/components/ui/link";
import { Badge } from "@/components/ui/badge";
import { href } from "@/lib/config/route-paths";
import type { QuestionSummary } from "@/lib/contracts/community";
import { AuthorLine } from "./author-line";
import { formatLimaDate } from "@/lib/format/dates";

/** One question of a list: title, the start of its text, who asked, what it is about, votes and answers. */
export function QuestionCard({ question: q, headingLevel = 3 }: { question: QuestionSummary; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const excerpt = q.body.length > 180 ? `${q.body.slice(0, 180).replace(/\s+\S*$/, "")}…` : q.body;
  return (
    <li className="flex flex-col gap-2 rounded-card border border-border bg-surface p-4 shadow-card">
      {q.status !== "published" ? (
        <p>
          <Badge variant={q.status === "pending" ? "warning" : "danger"}>
            {q.status === "pending" ? "En revisión: solo tú la ves" : "No publicada"}
          </Badge>
        </p>
      ) : null}
      <Heading className="text-lg font-bold text-fg">
        <Link href={href("communityQuestion", { question: q.slug })} className="hover:underline">
          {q.title}
        </Link>
      </Heading>
      <p className="text-neutral-800">{excerpt}</p>
      <AuthorLine author={q.author} />
      <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-neutral-700">
        <span>{q.votes === 1 ? "1 «me sirvió»" : `${q.votes} «me sirvió»`}</span>
        <span>{q.answers === 1 ? "1 respuesta" : `${q.answers} respuestas`}</span>
        {q.hasAccepted ? <span className="font-semibold text-success-800">Con respuesta aceptada</span> : null}
        <time dateTime={q.createdAt}>{formatLimaDate(q.createdAt)}</time>
      </p>
      {q.career || q.institution ? (
        <p className="flex flex-wrap gap-2 text-sm">
          {q.career ? <Badge variant="primary">{q.career.name}</Badge> : null}
          {q.institution ? <Badge variant="neutral">{q.institution.name}</Badge> : null}
        </p>
      ) : null}
    </li>
  );
}
