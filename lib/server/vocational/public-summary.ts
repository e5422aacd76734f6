import "server-only";
import { eq, or } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { users, vocationalProcesses } from "@/lib/db/schema";
import { shortDisplayName } from "@/lib/format/names";
import { listShortlist, shortlistSharedOnLink } from "../catalogue/shortlist";
import { notFound } from "../http/errors";
import { loadSections } from "./process";
import { buildResult } from "./result";

/**
 * `/r/{id}`: the shareable summary of a process, by id or public link name. Only the first name
 * and initial of the surname — never e-mail, phone or school. 404 when sharing is off. Her list
 * («Mi lista») is there only if she also turned on «Mostrar mi lista en mi enlace compartido».
 */
export async function publicSummary(idOrSlug: string) {
  const db = await getDb();
  const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(idOrSlug);
  const [row] = await db
    .select({
      id: vocationalProcesses.id,
      userId: vocationalProcesses.userId,
      shareEnabled: vocationalProcesses.shareEnabled,
      name: users.name,
      surname: users.surname,
    })
    .from(vocationalProcesses)
    .innerJoin(users, eq(users.id, vocationalProcesses.userId))
    .where(
      isUuid
        ? or(eq(vocationalProcesses.id, idOrSlug), eq(vocationalProcesses.slug, idOrSlug.toLowerCase()))
        : eq(vocationalProcesses.slug, idOrSlug.toLowerCase()),
    )
    .limit(1);
  if (!row || !row.shareEnabled) throw notFound("Este resultado no existe o no se comparte.");
  const result = await buildResult(row.id, await loadSections(row.id));
  if (!result.ready) throw notFound("Este resultado aún no está listo.");
  return {
    // «Lucía Q.», capitalised however it was typed at sign-up.
    displayName: shortDisplayName(row.name, row.surname),
    hollandCode: result.hollandCode,
    interests: result.interests,
    personality: result.personality,
    intelligences: result.intelligences,
    values: result.values,
    suggestions: result.suggestions.slice(0, 5),
    vocation: result.vocation,
    // Her list only when she chose, on her list's page, to show it on this link (off by default).
    shortlist: (await shortlistSharedOnLink(row.userId)) ? await listShortlist(row.userId) : null,
  };
}
