import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { campaignFor, campaignForPath, redirectFor, safeRedirectTarget } from "@/lib/config/routes";

describe("reglas de redirección", () => {
  it.each([
    ["/mifuturo", "", false, "/?reference=mifuturo"],
    ["/universidades-institutos", "", false, "/instituciones"],
    ["/mi-vocacion/personalidad", "", false, "/orientacion-vocacional"],
    ["/mi-vocacion", "", true, "/orientacion-vocacional"],
    ["/overview", "", false, "/login?redirect=overview"],
    ["/overview/new-home", "", false, "/login?redirect=overview"],
    ["/live", "", false, "/empezar?redirect=live"],
    ["/entrar", "", true, "/orientacion-vocacional"],
    ["/", "", true, "/orientacion-vocacional"],
    ["/login", "?redirect=overview", false, "/entrar?redirect=overview"],
  ])("%s%s (sesión: %s) → %s", (path, search, logged, location) => {
    expect(redirectFor(path, search, logged)).toEqual({ location });
  });

  it.each([
    ["/overview", true],
    ["/live", true],
    ["/entrar", false],
    ["/", false],
    ["/instituciones", true],
    ["/orientacion-vocacional", true],
  ])("%s (sesión: %s) no redirige", (path, logged) => {
    expect(redirectFor(path, "", logged)).toBeNull();
  });

  it("un visitante con sesión que llega con un enlace de cambio de contraseña se queda en el inicio", () => {
    expect(redirectFor("/", "?token=abc", true)).toBeNull();
  });
});

describe("destino de redirect seguro", () => {
  it.each([
    ["/orientacion-vocacional", "/orientacion-vocacional"],
    ["/donde-estudiar?conference_id=4#expo", "/donde-estudiar?conference_id=4#expo"],
    ["overview", "/overview"],
    ["live", "/live"],
  ])("acepta %s", (input, expected) => {
    expect(safeRedirectTarget(input)).toBe(expected);
  });

  it.each([
    "https://evil.example/",
    "//evil.example",
    "/\\evil.example",
    "/%2F%2Fevil.example",
    "/%5Cevil.example",
    "javascript:alert(1)",
    "\\\\evil.example",
    "/%252F%252Fevil.example",
    "",
  ])("rechaza %s", (input) => {
    expect(safeRedirectTarget(input)).toBe("/orientacion-vocacional");
  });

  it("nunca devuelve un destino fuera del sitio, venga lo que venga", () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const target = safeRedirectTarget(input, "/x");
        expect(target.startsWith("/")).toBe(true);
        expect(target.startsWith("//")).toBe(false);
        expect(new URL(target, "http://rumbo.invalid").origin).toBe("http://rumbo.invalid");
      }),
    );
  });
});

describe("campaña de las páginas /landing", () => {
  it.each([
    ["/landing/registro-peru", "registro-peru"],
    ["/landing/registro-peru-belleza/", "registro-peru-belleza"],
    ["/landing", null],
    ["/landing/a/b", null],
    ["/instituciones", null],
  ])("%s → %s", (path, campaign) => {
    expect(campaignForPath(path)).toBe(campaign);
  });
});

describe("campaña de un enlace: ?reference= y ?ref= son la misma campaña", () => {
  const cookieOf = (response: Response) => /rumbo_ref=([^;]*)/.exec(response.headers.getSetCookie().join("\n"))?.[1];

  it.each([
    ["/?reference=feria2026", "feria2026"],
    ["/?ref=feria2026", "feria2026"],
    ["/instituciones?ref=colegio.san-juan", "colegio.san-juan"],
    ["/?reference=feria2026&ref=otra", "feria2026"],
    ["/?ref=<script>", undefined],
    ["/landing/registro-peru?ref=tiktok", "tiktok"],
    ["/landing/registro-peru", "registro-peru"],
    ["/instituciones", undefined],
  ])("%s → cookie de campaña %s", async (path, campaign) => {
    const { proxy } = await import("@/proxy");
    const { NextRequest } = await import("next/server");
    const response = proxy(new NextRequest(new URL(path, "http://127.0.0.1:3000")));
    expect(cookieOf(response)).toBe(campaign);
    const fromQuery = campaignFor(new URL(path, "http://x").pathname, new URL(path, "http://x").searchParams);
    expect(fromQuery ?? undefined).toBe(campaign);
  });
});
