import { describe, expect, it } from "vitest";
import { redirectFor } from "@/lib/config/routes";
import { routeEntries, type PageName } from "@/lib/config/route-registry";
import { pageMetadata } from "@/lib/server/seo/page-metadata";
import { sitemapEntries, sitemapSources, staticSitemapEntries } from "@/lib/server/seo/sitemap-entries";
import { proxy } from "@/proxy";
import { NextRequest } from "next/server";

describe("metadatos y sitemap", () => {
  it("cada página tiene título, descripción, URL canónica y Open Graph", () => {
    const pages = routeEntries.filter((e) => e.title && e.description);
    expect(pages.length).toBeGreaterThan(20);
    for (const page of pages) {
      const meta = pageMetadata(page.name as PageName);
      expect(meta.title, page.path).toBeTruthy();
      expect(String(meta.description).length, page.path).toBeGreaterThan(30);
      expect(meta.alternates?.canonical).toBe(page.path);
      expect(meta.openGraph).toMatchObject({ locale: "es_PE", url: page.path, description: page.description });
    }
  });

  it("las páginas internas no se indexan", () => {
    expect(pageMetadata("overview").robots).toEqual({ index: false, follow: true });
    expect(pageMetadata("testOrientacion").robots).toBeUndefined();
  });

  it("el sitemap lista las páginas públicas con URL absoluta y no las privadas", async () => {
    const urls = staticSitemapEntries("https://rumbo.pe").map((e) => e.url);
    expect(urls).toContain("https://rumbo.pe/");
    expect(urls).toContain("https://rumbo.pe/test-orientacion-vocacional");
    expect(urls).toContain("https://rumbo.pe/privacy");
    expect(urls.some((u) => u.includes("/overview"))).toBe(false);
    expect(urls.some((u) => u.includes("/landing/"))).toBe(false);
  });

  it("otros dominios suman sus páginas, y una fuente que falla no rompe el sitemap", async () => {
    const extra = (base: string) => [{ url: `${base}/universidad-de-lima` }];
    const broken = () => Promise.reject(new Error("sin base"));
    // Without a database here: the static pages plus a working and a failing source.
    const saved = sitemapSources.splice(0, sitemapSources.length, staticSitemapEntries, extra, broken);
    try {
      const urls = (await sitemapEntries("https://rumbo.pe")).map((e) => e.url);
      expect(urls).toContain("https://rumbo.pe/universidad-de-lima");
      expect(urls).toContain("https://rumbo.pe/");
    } finally {
      sitemapSources.splice(0, sitemapSources.length, ...saved);
    }
  });
});

describe("proxy: redirecciones y cookies", () => {
  it("/home también lleva a quien tiene sesión a /orientacion-vocacional", () => {
    expect(redirectFor("/home", "", true)).toEqual({ location: "/orientacion-vocacional" });
    expect(redirectFor("/home", "", false)).toBeNull();
  });

  it("guarda la cookie de experimento 'exp' por 7 días, una sola vez", () => {
    const first = proxy(new NextRequest("http://localhost:3000/colegios"));
    const exp = first.cookies.get("exp");
    expect(exp?.value).toMatch(/^[ab]$/);
    expect(exp?.maxAge).toBe(604_800);
    expect(exp?.path).toBe("/");

    const again = proxy(new NextRequest("http://localhost:3000/colegios", { headers: { cookie: "exp=b" } }));
    expect(again.cookies.get("exp")).toBeUndefined();
  });

  it("mantiene la campaña de ?reference y las reglas de redirección", () => {
    const response = proxy(new NextRequest("http://localhost:3000/landing/registro-peru?reference=registro-peru"));
    expect(response.cookies.get("rumbo_ref")?.value).toBe("registro-peru");
    const overview = proxy(new NextRequest("http://localhost:3000/overview/new-home"));
    expect(overview.status).toBe(307);
    expect(overview.headers.get("location")).toBe("http://localhost:3000/login?redirect=overview");
  });
});
