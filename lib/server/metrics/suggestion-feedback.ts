import "server-only";
import { sql } from "drizzle-orm";
import type { MetricsQuery } from "@/lib/contracts/metrics";
import type { SessionUser } from "@/lib/contracts/session";
import { requireAdmin } from "../access";
import { eventsInRange, run, scoped } from "./report";

/*
 * The field measure of the guidance: of the suggestions students judged on their result
 * page («Me interesa», «No es para mí», or a discard), the share accepted, by rank, career, test
 * mode and ranking version. A student's last verdict on a career counts once.
 */
export type FeedbackShare = { key: string; judged: number; accepted: number; share: number };
export type SuggestionFeedbackReport = Record<"byRank" | "byCareer" | "byMode" | "byVersion", FeedbackShare[]>;

const dimensions = { byRank: "rank", byCareer: "career", byMode: "mode", byVersion: "ranking_version" } as const;

export async function getSuggestionFeedback(viewer: SessionUser | null, q: MetricsQuery): Promise<SuggestionFeedbackReport> {
  requireAdmin(viewer);
  const rows = await run<{
    rank: string | null;
    career: string | null;
    mode: string | null;
    ranking_version: string | null;
    verdict: string;
  }>(
    sql`with ${eventsInRange(q)}
      select distinct on (who, props->>'career')
        props->>'rank' as rank, props->>'career' as career, props->>'mode' as mode,
        props->>'ranking_version' as ranking_version, props->>'verdict' as verdict
      from ev
      where name = 'suggestion_feedback' and props->>'career' is not null
        and props->>'verdict' in ('interested', 'not_for_me', 'discarded') and ${scoped(q)}
      order by who, props->>'career', occurred_at desc`,
  );
  const out = {} as SuggestionFeedbackReport;
  for (const [name, column] of Object.entries(dimensions) as [keyof SuggestionFeedbackReport, keyof (typeof rows)[number]][]) {
    const groups = new Map<string, { judged: number; accepted: number }>();
    for (const r of rows) {
      const key = r[column] ?? "";
      const g = groups.get(key) ?? { judged: 0, accepted: 0 };
      g.judged++;
      if (r.verdict === "interested") g.accepted++;
      groups.set(key, g);
    }
    out[name] = [...groups]
      .map(([key, g]) => ({ key, ...g, share: Math.round((1000 * g.accepted) / g.judged) / 10 }))
      .sort((a, b) => (name === "byRank" ? Number(a.key) - Number(b.key) : b.judged - a.judged || a.key.localeCompare(b.key)));
  }
  return out;
}
