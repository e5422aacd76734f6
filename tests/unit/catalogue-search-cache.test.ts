import { afterEach, describe, expect, it, vi } from "vitest";
import type { InstitutionList } from "@/lib/contracts/catalogue";
import { cachedPage, clearSearchCache } from "@/lib/server/catalogue/search-cache";

const page = (total: number): InstitutionList => ({ items: [], total, page: 1, perPage: 20, pages: Math.ceil(total / 20) });

afterEach(() => clearSearchCache());

describe("caché de páginas del directorio", () => {
  it("la segunda búsqueda igual no vuelve a la base; otra clave sí", async () => {
    const load = vi.fn(async () => page(3));
    expect(await cachedPage("a", 60, load)).toEqual(page(3));
    expect(await cachedPage("a", 60, load)).toEqual(page(3));
    expect(load).toHaveBeenCalledTimes(1);
    await cachedPage("b", 60, load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("búsquedas iguales que llegan juntas comparten una sola consulta", async () => {
    let release!: (value: InstitutionList) => void;
    const load = vi.fn(() => new Promise<InstitutionList>((resolve) => (release = resolve)));
    const both = Promise.all([cachedPage("x", 60, load), cachedPage("x", 60, load)]);
    release(page(7));
    expect(await both).toEqual([page(7), page(7)]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("con 0 segundos no guarda nada", async () => {
    const load = vi.fn(async () => page(1));
    await cachedPage("a", 0, load);
    await cachedPage("a", 0, load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("un error de la base no queda guardado: la siguiente búsqueda lo intenta de nuevo", async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error("base caída")).mockResolvedValueOnce(page(2));
    await expect(cachedPage("a", 60, load)).rejects.toThrow("base caída");
    expect(await cachedPage("a", 60, load)).toEqual(page(2));
  });

  it("guarda a lo sumo 20,000 tarjetas: la búsqueda menos reciente sale primero", async () => {
    const full = (): InstitutionList => ({
      ...page(50),
      items: Array.from({ length: 50 }, (_, i) => ({ id: i }) as InstitutionList["items"][number]),
    });
    const load = vi.fn(async () => full());
    for (let i = 0; i <= 400; i++) await cachedPage(`p${i}`, 60, load);
    expect(load).toHaveBeenCalledTimes(401);
    await cachedPage("p400", 60, load);
    expect(load).toHaveBeenCalledTimes(401);
    await cachedPage("p0", 60, load);
    expect(load).toHaveBeenCalledTimes(402);
  });

  it("vaciar la caché obliga a consultar otra vez", async () => {
    const load = vi.fn(async () => page(1));
    await cachedPage("a", 60, load);
    clearSearchCache();
    await cachedPage("a", 60, load);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe("la caché de búsqueda ante un cambio del catálogo", () => {
  it("una búsqueda en curso durante el cambio responde, pero no queda guardada; las que llegan después consultan de nuevo", async () => {
    let release!: (value: InstitutionList) => void;
    const slow = vi.fn(() => new Promise<InstitutionList>((resolve) => (release = resolve)));
    const during = cachedPage("a", 60, slow);
    clearSearchCache();
    const fresh = vi.fn(async () => page(2));
    // Does not join the query that read the catalogue before the change.
    expect(await cachedPage("a", 60, fresh)).toEqual(page(2));
    release(page(1));
    expect(await during).toEqual(page(1));
    expect(await cachedPage("a", 60, fresh)).toEqual(page(2));
    expect(fresh).toHaveBeenCalledTimes(1);
  });

  it("es una sola para todo el proceso: otra copia del módulo (otro bundle de Next) la vacía", async () => {
    const load = vi.fn(async () => page(1));
    await cachedPage("a", 60, load);
    vi.resetModules();
    const other = await import("@/lib/server/catalogue/search-cache");
    other.clearSearchCache();
    await cachedPage("a", 60, load);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
