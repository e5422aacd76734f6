import { describe, expect, it } from "vitest";
import { GET as list } from "@/app/api/institution/route";
import { callRoute } from "../support/http";

type Item = { name: string; shortName: string | null; type: string; licence: { status: string | null } };

const items = async (query: string): Promise<{ total: number; items: Item[] }> => {
  const res = await callRoute(list, { path: `/api/institution?${query}` });
  expect(res.status).toBe(200);
  return res.json.data;
};

describe("directorio: orden «Recomendado»", () => {
  it("las licenciadas van primero; ninguna con licencia denegada entre las primeras 50", async () => {
    const page = await items("perPage=50");
    expect(page.items[0].licence.status).toBe("licenciada");
    expect(page.items.filter((i) => i.licence.status === "denegada")).toEqual([]);
    for (const acronym of ["UAP", "USP"]) expect(page.items.map((i) => i.shortName)).not.toContain(acronym);
  });

  it("las denegadas quedan al final, y buscarlas por su nombre las sigue encontrando primero", async () => {
    const universities = await items("type=universidad&perPage=50&page=3");
    const last = universities.items.at(-1)!;
    expect(last.licence.status).not.toBe("licenciada");
    const uap = await items(`search=${encodeURIComponent("Alas Peruanas")}`);
    expect(uap.items[0]).toMatchObject({ shortName: "UAP", licence: { status: "denegada" } });
  });

  it("un orden elegido («Más carreras») no reordena por licencia", async () => {
    const byCareers = await items("sort=carreras&type=universidad&perPage=10");
    const recommended = await items("type=universidad&perPage=10");
    expect(byCareers.items.map((i) => i.name)).not.toEqual(recommended.items.map((i) => i.name));
  });
});

describe("directorio: búsqueda con puntuación", () => {
  it("«Tecsup No.2» encuentra Tecsup No.2, igual que «tecsup no 2» y «TECSUP N.2»", async () => {
    const broad = await items("search=tecsup");
    // Three from Ponte en Carrera (2016) and PRONABEC's «TECSUP N° 1» campus in La Libertad (2026),
    // its own row: matching it to «Tecsup Trujillo» would be a guess.
    expect(broad.total).toBe(4);
    for (const search of ["Tecsup No.2", "tecsup no 2", "Tecsup No. 2", "tecsup no.2,"]) {
      const found = await items(`search=${encodeURIComponent(search)}`);
      expect(found.items[0]?.name, search).toMatch(/^Tecsup No\.2$/i);
    }
  });

  it("las siglas con puntos siguen funcionando: «U.N.M.S.M.» → San Marcos", async () => {
    const found = await items(`search=${encodeURIComponent("U.N.M.S.M.")}`);
    expect(found.items[0]?.name).toBe("Universidad Nacional Mayor de San Marcos");
  });
});
