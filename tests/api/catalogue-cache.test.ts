import { eq } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "@/lib/db/client";
import { careers, institutions, shortlistItems } from "@/lib/db/schema";
import { createSession } from "@/lib/server/auth/session";
import { invalidateCatalogue } from "@/lib/server/catalogue/invalidate";
import { cachedCareers, cachedCatalogueStats } from "@/lib/server/catalogue/page-data";
import { loadInstitutionPage } from "@/lib/server/catalogue/profile-page";
import { loadInstitutionCareerPage } from "@/lib/server/catalogue/career-page";
import { insertTestUser } from "../support/users";

// The pages' loaders read the session cookie through next/headers: one jar per "request".
const jar = new Map<string, string>();
vi.mock("next/headers", () => ({
  cookies: async () => ({ get: (name: string) => (jar.has(name) ? { name, value: jar.get(name) } : undefined) }),
}));

const SAN_MARCOS = "universidad-nacional-mayor-de-san-marcos";

async function sanMarcos() {
  const db = await getDb();
  const [row] = await db
    .select({ id: institutions.id, sentence: institutions.sentence })
    .from(institutions)
    .where(eq(institutions.slug, SAN_MARCOS));
  return row;
}

beforeEach(async () => {
  jar.clear();
  await invalidateCatalogue({ kind: "all" });
});

describe("datos de las páginas públicas en caché, invalidados por invalidateCatalogue()", () => {
  const restore: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const undo of restore.reverse()) await undo();
    await invalidateCatalogue({ kind: "all" });
  });

  it("el perfil sale de la caché hasta que una edición la invalida, y entonces muestra el cambio en la siguiente petición", async () => {
    const db = await getDb();
    const before = await sanMarcos();
    restore.push(() => db.update(institutions).set({ sentence: before.sentence }).where(eq(institutions.id, before.id)));
    expect((await loadInstitutionPage(SAN_MARCOS))?.profile.sentence).toBe(before.sentence);

    // The edit, committed (as the back office does) but not yet announced: the page still has the cached copy.
    await db.update(institutions).set({ sentence: "Frase editada por el administrador" }).where(eq(institutions.id, before.id));
    expect((await loadInstitutionPage(SAN_MARCOS))?.profile.sentence).toBe(before.sentence);

    await invalidateCatalogue({ kind: "institution", id: before.id, slug: SAN_MARCOS });
    expect((await loadInstitutionPage(SAN_MARCOS))?.profile.sentence).toBe("Frase editada por el administrador");
  });

  it("la marca «guardada» es de cada usuario: nunca pasa de un usuario a otro ni al visitante", async () => {
    const db = await getDb();
    const { id: institutionId } = await sanMarcos();
    const { id: userId } = await insertTestUser();
    await db.insert(shortlistItems).values({ userId, itemKey: `place:${institutionId}`, institutionId, source: "saved" });
    const { token } = await createSession(userId, "vitest");

    expect((await loadInstitutionPage(SAN_MARCOS))?.profile.checked).toBe(false);
    jar.set("rumbo_session", token);
    const mine = await loadInstitutionPage(SAN_MARCOS);
    expect(mine?.profile.checked).toBe(true);
    expect(mine?.user?.id).toBe(userId);
    const program = await loadInstitutionCareerPage(SAN_MARCOS, "medicina-humana");
    expect(program?.institution.checked).toBe(true);

    jar.clear();
    expect((await loadInstitutionPage(SAN_MARCOS))?.profile.checked).toBe(false);
    expect((await loadInstitutionCareerPage(SAN_MARCOS, "medicina-humana"))?.institution.checked).toBe(false);
    const { token: other } = await createSession((await insertTestUser()).id, "vitest");
    jar.set("rumbo_session", other);
    expect((await loadInstitutionPage(SAN_MARCOS))?.profile.checked).toBe(false);
  });

  it("una carrera renombrada aparece en la lista de carreras y los conteos tras invalidar", async () => {
    const db = await getDb();
    const list = await cachedCareers();
    const career = list[0];
    restore.push(() => db.update(careers).set({ name: career.name }).where(eq(careers.id, career.id)));
    const stats = await cachedCatalogueStats();

    await db
      .update(careers)
      .set({ name: `${career.name} (editada)` })
      .where(eq(careers.id, career.id));
    expect((await cachedCareers()).find((c) => c.id === career.id)?.name).toBe(career.name);

    await invalidateCatalogue({ kind: "career", id: career.id });
    expect((await cachedCareers()).find((c) => c.id === career.id)?.name).toBe(`${career.name} (editada)`);
    expect(await cachedCatalogueStats()).toEqual(stats);
  });

  it("una edición de la feria no descarta el catálogo", async () => {
    const db = await getDb();
    const before = await sanMarcos();
    restore.push(() => db.update(institutions).set({ sentence: before.sentence }).where(eq(institutions.id, before.id)));
    const cachedSentence = (await loadInstitutionPage(SAN_MARCOS))?.profile.sentence;
    await db.update(institutions).set({ sentence: "Otra frase" }).where(eq(institutions.id, before.id));
    await invalidateCatalogue({ kind: "fair" });
    expect((await loadInstitutionPage(SAN_MARCOS))?.profile.sentence).toBe(cachedSentence);
    await invalidateCatalogue({ kind: "all" });
    expect((await loadInstitutionPage(SAN_MARCOS))?.profile.sentence).toBe("Otra frase");
  });
});
