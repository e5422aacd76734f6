import "server-only";
import type { QuestionDetail } from "@/lib/contracts/community";
import { href } from "@/lib/config/route-paths";
import type { MetadataRoute } from "next";
import { publishedQuestionPages } from "./questions";

/** A meta description from the question's text: one line, at most 155 characters, cut at a word. */
export function questionDescription(q: Pick<QuestionDetail, "body" | "answers">): string {
  const line = q.body.replace(/\s+/g, " ").trim();
  const cut = line.length > 150 ? `${line.slice(0, 150).replace(/\s+\S*$/, "")}…` : line;
  return `${cut} ${q.answers === 1 ? "1 respuesta" : `${q.answers} respuestas`} en la comunidad de Rumbo.`.slice(0, 200);
}

/** schema.org QAPage of a published question: the accepted answer and the others as suggested ones. */
export function questionJsonLd(q: QuestionDetail, base: string) {
  const url = `${base}${href("communityQuestion", { question: q.slug })}`;
  const published = q.answerList.filter((a) => a.status === "published");
  const answer = (a: (typeof published)[number]) => ({
    "@type": "Answer",
    text: a.body,
    dateCreated: a.createdAt,
    upvoteCount: a.votes,
    url: `${url}#respuesta-${a.id}`,
    author: { "@type": "Person", name: a.author.name },
  });
  const accepted = published.find((a) => a.accepted);
  return {
    "@context": "https://schema.org",
    "@type": "QAPage",
    mainEntity: {
      "@type": "Question",
      name: q.title,
      text: q.body,
      answerCount: published.length,
      upvoteCount: q.votes,
      dateCreated: q.createdAt,
      author: { "@type": "Person", name: q.author.name },
      ...(accepted ? { acceptedAnswer: answer(accepted) } : {}),
      ...(published.some((a) => !a.accepted) ? { suggestedAnswer: published.filter((a) => !a.accepted).map(answer) } : {}),
    },
  };
}

/** Every published question in sitemap.xml. */
export async function communitySitemapEntries(base: string): Promise<MetadataRoute.Sitemap> {
  const pages = await publishedQuestionPages();
  return pages.map((p) => ({
    url: `${base}${href("communityQuestion", { question: p.slug })}`,
    lastModified: p.updatedAt,
    changeFrequency: "weekly" as const,
    priority: 0.5,
  }));
}
