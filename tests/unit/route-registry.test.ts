import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { href, routeEntries, routeRegistry } from "@/lib/config/route-registry";
import { routePaths } from "@/lib/config/route-paths";
import { redirectFor, redirectRuleFor } from "@/lib/config/routes";
import { sectionByKey } from "@/lib/content/vocational/sections";
import { compareQuerySchema } from "@/lib/contracts/catalogue";
import { parsePageQuery, withQuery } from "@/lib/utils/search-params";

const appDir = path.resolve(__dirname, "../../app");

/** Every page of app/ as its URL template (route groups left out), e.g. "/[institutionSlug]/carrera/[career]". */
function pagePaths(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === "api" && dir === appDir ? [] : pagePaths(full);
    if (name !== "page.tsx") return [];
    const segments = path
      .relative(appDir, dir)
      .split(path.sep)
      .filter((s) => s && !s.startsWith("("));
    return [`/${segments.join("/")}`];
  });
}

describe("registro de rutas", () => {
  it("cada ruta tiene una dirección propia", () => {
    const paths = routeEntries.map((e) => e.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("registra cada página de app/ y solo rutas que existen (o que el proxy redirige)", () => {
    const pages = pagePaths(appDir).sort();
    const withPage = routeEntries.filter((e) => e.layout !== "none").map((e) => e.path);
    expect([...withPage].sort()).toEqual(pages);
    for (const entry of routeEntries.filter((e) => e.layout === "none")) {
      expect(entry.redirect, entry.path).toBeDefined();
      expect(pages).not.toContain(entry.path);
    }
  });

  it("el sitemap solo lista páginas públicas, sin parámetros ni redirección", () => {
    const listed = routeEntries.filter((e) => e.sitemap);
    expect(listed.map((e) => e.path)).toEqual(expect.arrayContaining(["/", "/test-orientacion-vocacional", "/privacy", "/colegios"]));
    for (const entry of listed) {
      expect(entry.auth, entry.path).toBe("public");
      expect(entry.path, entry.path).not.toContain("[");
      expect(entry.redirect?.when, entry.path).not.toBe("always");
      expect(entry.title && entry.description, entry.path).toBeTruthy();
      expect(entry.sitemap!.priority).toBeGreaterThan(0);
      expect(entry.sitemap!.priority).toBeLessThanOrEqual(1);
    }
  });

  it("las páginas con sesión o con rol no están en el sitemap", () => {
    for (const name of ["cuenta", "overview", "live", "admin", "schoolPanel", "parentPanel", "advisorSessions"] as const) {
      expect(routeRegistry[name].auth, name).not.toBe("public");
      expect("sitemap" in routeRegistry[name], name).toBe(false);
    }
  });

  it("cada redirección lleva a una ruta registrada y ninguna dirección cae bajo dos reglas", () => {
    const paths = new Set(routeEntries.map((e) => e.path));
    for (const entry of routeEntries) {
      if (entry.redirect) expect(paths.has(entry.redirect.to.split("?")[0]), entry.path).toBe(true);
      const covering = routeEntries.filter(
        (other) => other.redirect && (other.path === entry.path || (other.redirect.subpaths && entry.path.startsWith(`${other.path}/`))),
      );
      expect(covering.length, entry.path).toBeLessThanOrEqual(1);
    }
    expect(redirectRuleFor("/overview/new-home")).toBe(routeRegistry.overview.redirect);
    expect(redirectRuleFor("/overviewx")).toBeNull();
  });

  it("las reglas del registro deciden igual que antes", () => {
    expect(redirectFor("/login/", "?redirect=live", false)).toEqual({ location: "/entrar?redirect=live" });
    expect(redirectFor("/mi-vocacion/intereses", "", true)).toEqual({ location: "/orientacion-vocacional" });
    expect(redirectFor("/home", "?token=x", true)).toEqual({ location: "/orientacion-vocacional" });
    expect(redirectFor("/universidades-institutos/pucp", "", false)).toBeNull();
    expect(redirectFor("/live", "", true)).toBeNull();
  });

  it("el mapa de secciones del test enlaza páginas registradas", () => {
    const paths = new Set(routeEntries.map((e) => e.path));
    for (const section of Object.values(sectionByKey)) {
      if (section.path) expect(paths.has(section.path.split("#")[0]), section.key).toBe(true);
    }
    expect(sectionByKey["professional-interest"].path).toBe("/orientacion-vocacional/intereses-profesionales");
    expect(sectionByKey["your-future"].path).toBe("/orientacion-vocacional/enunciado-vocacion#futuro");
  });
});

describe("las direcciones que usan los componentes del navegador (lib/config/route-paths.ts)", () => {
  it("son las mismas rutas, con las mismas direcciones, que el registro", () => {
    expect(routePaths).toEqual(Object.fromEntries(Object.entries(routeRegistry).map(([name, entry]) => [name, entry.path])));
  });
});

describe("href()", () => {
  it("arma las direcciones sin parámetros tal cual", () => {
    expect(href("index")).toBe("/");
    expect(href("cuenta")).toBe("/cuenta");
    expect(href("vocResult")).toBe("/orientacion-vocacional/resultado-proceso-vocacional");
  });

  it("reemplaza los parámetros y los codifica", () => {
    expect(href("institution", { institutionSlug: "pucp" })).toBe("/pucp");
    expect(href("institutionCareer", { institutionSlug: "pucp", career: "derecho" })).toBe("/pucp/carrera/derecho");
    expect(href("adminOffering", { id: 7, offeringId: 12 })).toBe("/admin/instituciones/7/ofertas/12");
    expect(href("adminUser", { id: "a b/c" })).toBe("/admin/usuarios/a%20b%2Fc");
  });

  it("el segmento opcional se omite si no viene", () => {
    expect(href("estudiarCarrera")).toBe("/estudiar-carrera");
    expect(href("estudiarCarrera", { careerSlug: "medicina" })).toBe("/estudiar-carrera/medicina");
  });

  it("agrega la consulta y deja fuera los valores vacíos", () => {
    expect(href("login", { redirect: "overview" })).toBe("/login?redirect=overview");
    expect(href("instituciones", { career: "derecho", region: "", page: undefined })).toBe("/instituciones?career=derecho");
    expect(href("comparePicker", { i: "", q: "" })).toBe("/instituciones/prueba");
    expect(href("adminUser", { id: 3 }, { tab: "pagos" })).toBe("/admin/usuarios/3?tab=pagos");
    expect(withQuery("/x", { a: "1 2", b: 0 })).toBe("/x?a=1+2&b=0");
  });

  it("los nombres y parámetros se comprueban al compilar", () => {
    // @ts-expect-error: no such route
    expect(() => href("no-existe")).toThrow();
    // @ts-expect-error: a required parameter is missing
    expect(href("institution", {})).toBe("/");
    // @ts-expect-error: a static route takes no path params, only a query
    expect(href("cuenta", { id: 1 }, {})).toBe("/cuenta?id=1");
  });
});

describe("consulta del comparador (contrato)", () => {
  it("lee hasta 4 identificadores válidos y distintos, la búsqueda y la carrera", () => {
    expect(
      parsePageQuery(compareQuerySchema, { i: "pucp,upc,,pucp,NO VALE,ulima,unmsm,uni", q: " san ", carrera: ["derecho", "x"] }),
    ).toEqual({
      i: ["pucp", "upc", "ulima", "unmsm"],
      q: "san",
      carrera: "derecho",
      sede: [],
    });
  });

  it("lee la sede elegida de cada institución y descarta las mal formadas", () => {
    expect(parsePageQuery(compareQuerySchema, { i: "pucp", sede: "pucp:derecho-lima, mal formada ,upc:x:y", region: "lima" })).toEqual({
      i: ["pucp"],
      sede: ["pucp:derecho-lima"],
      region: "lima",
    });
  });

  it("sin consulta: nada elegido", () => {
    expect(parsePageQuery(compareQuerySchema, {})).toEqual({ i: [], sede: [] });
  });

  it("una búsqueda o carrera inválida se descarta sin perder lo demás", () => {
    expect(parsePageQuery(compareQuerySchema, { i: "pucp", q: "x".repeat(101), carrera: "../etc" })).toEqual({ i: ["pucp"], sede: [] });
    expect(parsePageQuery(compareQuerySchema, { q: "a\u0000b" })).toEqual({ i: [], sede: [] });
  });
});
