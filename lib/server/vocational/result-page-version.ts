import "server-only";
import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { cookieNames } from "@/lib/config/cookies";
import { href } from "@/lib/config/route-paths";
import { getDb } from "@/lib/db/client";
import { sessions, shortlistItems, users, vocationalProcesses, vocationalSections } from "@/lib/db/schema";
import { serverHandle } from "@/server/interface";
import { liveSession, resolveSession, SLIDE_AFTER_MS } from "../auth/session";
import { hashToken } from "../auth/tokens";
import { stampOf } from "./process";

/**
 * The version of a student's result page: what the production server's personal page
 * cache (server/serve.ts, server/page-cache.ts) keys her rendered HTML by, so that she
 * gets the page rendered once per state of everything it shows, and nobody else ever gets it.
 *
 * `null` means «no cache»: the request goes to Next as before (no valid session — unknown,
 * expired, revoked or a deactivated account —, a parent or a counsellor, who are sent to their
 * panel, or no process yet). Otherwise `userId:digest`, where the digest covers every input of
 * `app/(main)/orientacion-vocacional/resultado-proceso-vocacional/page.tsx` and its layouts that
 * is not the catalogue (the server adds its own catalogue generation to the key, and a catalogue
 * change drops the entries by tag):
 * - her user id and role (the session check of `requireStudent`) and her name (the title says
 *   her first name);
 * - her current process id (the PDF, share, finish and NPS controls point to it);
 * - the sections' stamp (`currentStamp`: how many sections, saves and the last save's time): the
 *   result and everything the page reads from a section — answers, discards, ratings, filters,
 *   NPS, the «final» section — change it on every save;
 * - her list (shortlist_items: «Me interesa» on each card, «Tu lista», the Beca 18 places of her
 *   list first): how many items and the sum of their ids (ids are never reused, so any add or
 *   removal changes it); the Beca 18 places otherwise read her region filter (a section) and
 *   PRONABEC's list (catalogue), both covered already;
 * - what lives on the process row and not in a section: share on/off and the link's name
 *   (`/share` writes only the row), and `completedAt` (finishing);
 * - the readable cookies the root layout prints before hydration (`rumbo_user`: name and role in
 *   the header) and the sponsor's, as they come (the HTML is rendered with her cookies).
 * The result's code (ranking, texts) changes only with a deploy, which starts with an empty cache.
 */

const RESULT_PATH = href("vocResult");
/** `GET /api/vocational/progress/result`: the same result as JSON, for the page's client and the app. */
export const RESULT_API_PATH = "/api/vocational/progress/result";
/** Roles that never see a result page (requireStudent sends them to their panel). */
const NOT_STUDENTS = new Set(["user-parent", "school", "advisor"]);

/** The values of cookie `name` in a Cookie header, as Next's parser reads them (all of them, in order). */
function cookieValues(header: string, name: string): string[] {
  const values: string[] = [];
  for (const pair of header.split(/; */)) {
    const at = pair.indexOf("=");
    if (at === -1 || pair.slice(0, at) !== name) continue;
    try {
      values.push(decodeURIComponent(pair.slice(at + 1)));
    } catch {
      // Next skips a value that does not decode: so does this.
    }
  }
  return values;
}

type VersionRow = {
  user_id: string;
  name: string;
  role: string | null;
  last_seen_at: string | Date;
  id: string | null;
  share_enabled: boolean | null;
  slug: string | null;
  completed_at: string | Date | null;
  stamp: string | null;
  list_stamp: string;
};

const toDate = (value: string | Date) => (value instanceof Date ? value : new Date(value));

/**
 * In one query (a cache hit's only one): the session's user if the session is live (the rule of
 * `resolveSession`, `liveSession`), her current process's fields the page shows and its sections'
 * stamp (as `currentStamp`); null when the session is not live.
 */
async function readVersion(token: string, now: Date): Promise<VersionRow | null> {
  const db = await getDb();
  const result = await db.execute<VersionRow>(sql`
    select ${users.id} as user_id, ${users.name} as name, ${users.role} as role, ${sessions.lastSeenAt} as last_seen_at,
      p.id, p.share_enabled, p.slug, p.completed_at,
      (select ${stampOf({ perRow: false })} from ${vocationalSections} s where s.process_id = p.id) as stamp,
      (select count(*)::text || ':' || coalesce(sum(l.id), 0)::text from ${shortlistItems} l where l.user_id = ${users.id}) as list_stamp
    from ${sessions}
    inner join ${users} on ${users.id} = ${sessions.userId}
    left join lateral (select id, share_enabled, slug, completed_at from ${vocationalProcesses}
                       where user_id = ${users.id} order by created_at desc limit 1) p on true
    where ${liveSession(hashToken(token), now)}
    limit 1`);
  return (result as unknown as { rows: VersionRow[] }).rows[0] ?? null;
}

/**
 * `userId:digest` of everything her result page shows besides the catalogue, or null when the
 * page must be rendered by Next as usual (see above). `pathname` is the result page's or the
 * result API's (RESULT_API_PATH); any other gets null. The API's answer (`currentResult`) is the
 * result of her current process at its stamp, and nothing else of hers: its digest covers only
 * those two (and her role, as the page's), so her name or a cookie changing keeps it.
 */
export async function resultPageVersion(cookieHeader: string | null | undefined, pathname: string): Promise<string | null> {
  const isApi = pathname === RESULT_API_PATH;
  if ((pathname !== RESULT_PATH && !isApi) || !cookieHeader) return null;
  const tokens = cookieValues(cookieHeader, cookieNames.session);
  const userCookies = cookieValues(cookieHeader, cookieNames.user);
  const sponsorCookies = cookieValues(cookieHeader, cookieNames.sponsor);
  // A repeated cookie is read differently by different parsers: such a request goes to Next.
  if (tokens.length !== 1 || userCookies.length > 1 || sponsorCookies.length > 1) return null;
  const token = tokens[0];
  if (!token || token.length > 200) return null;
  const now = new Date();
  const row = await readVersion(token, now);
  if (!row) return null;
  // Once a day the session's expiry slides, as on every page: resolveSession writes it.
  if (now.getTime() - toDate(row.last_seen_at).getTime() > SLIDE_AFTER_MS && !(await resolveSession(token))) return null;
  if (row.role && NOT_STUDENTS.has(row.role)) return null;
  if (!row.id || row.stamp === null) return null;
  if (isApi)
    return `${row.user_id}:${createHash("sha256")
      .update(JSON.stringify(["api", row.role ?? "", row.id, row.stamp]))
      .digest("base64url")}`;
  const completedAt = row.completed_at ? toDate(row.completed_at).toISOString() : "";
  const digest = createHash("sha256")
    .update(
      JSON.stringify([
        row.role ?? "",
        row.name,
        row.id,
        row.stamp,
        row.list_stamp,
        row.share_enabled,
        row.slug ?? "",
        completedAt,
        userCookies[0] ?? null,
        sponsorCookies[0] ?? null,
      ]),
    )
    .digest("base64url");
  return `${row.user_id}:${digest}`;
}

/** Makes `resultPageVersion` available to the server's per-person cache (instrumentation.ts, at start; server/interface.ts). */
export function registerResultPageVersion(): void {
  serverHandle().personalVersion = resultPageVersion;
}
