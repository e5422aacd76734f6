import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cookieNames } from "@/lib/config/cookies";
import { pageCachePolicy, SHELL_FILL_HEADER, TEST_SECTION_PATHS } from "@/lib/config/page-cache.mjs";
import { cacheCandidate, hasSessionToken } from "@/server/page-cache";

/**
 * the test's sections are one shell for every signed-in student, served from the page
 * cache only to requests with a session token; the pages that show her result or her account stay
 * rendered for her.
 */
const get = (url: string, headers: Record<string, string> = {}) => cacheCandidate({ method: "GET", url, headers });
const withSession = { cookie: `exp=a; ${cookieNames.session}=token; ${cookieNames.user}=%7B%7D` };

describe("las secciones del test en la caché de páginas", () => {
  it("con un token de sesión, cada sección sale de la caché; sin él va a Next, que la manda a registrarse", () => {
    expect(TEST_SECTION_PATHS.length).toBeGreaterThanOrEqual(9);
    for (const url of TEST_SECTION_PATHS) {
      expect(pageCachePolicy(url, "")?.sessionOnly, url).toBe(true);
      expect(get(url, withSession)?.key, url).toBe(url);
      expect(get(url), url).toBeNull();
      // The readable user cookie is not a session; an empty token neither.
      expect(get(url, { cookie: `${cookieNames.user}=%7B%7D` }), url).toBeNull();
      expect(get(url, { cookie: `${cookieNames.session}=; exp=a` }), url).toBeNull();
      // Next's client router (RSC) and other methods are never served from it.
      expect(get(url, { ...withSession, rsc: "1" }), url).toBeNull();
      expect(cacheCandidate({ method: "POST", url, headers: withSession }), url).toBeNull();
    }
    expect(hasSessionToken(`a=1; ${cookieNames.session}=abc`)).toBe(true);
    expect(hasSessionToken(`x${cookieNames.session}=abc`)).toBe(false);
    expect(hasSessionToken(undefined)).toBe(false);
  });

  it("lo personal se renderiza para cada estudiante: el mapa, el resultado y las páginas que lo muestran, la cuenta", () => {
    for (const url of [
      "/orientacion-vocacional",
      "/orientacion-vocacional/resultado-proceso-vocacional",
      "/orientacion-vocacional/InfoIncompletaResultado",
      "/orientacion-vocacional/descarte-carreras",
      "/orientacion-vocacional/calificar-carrera",
      "/orientacion-vocacional/momento-decidir",
      "/orientacion-vocacional/enunciado-vocacion",
      "/orientacion-vocacional/respuesta-interes-carrera",
      "/orientacion-vocacional/filtrar-carreras",
      "/orientacion-vocacional/backup-filtrar-carrera",
      "/orientacion-vocacional/instituciones-universidades-institutos",
      "/cuenta",
      "/result",
    ]) {
      expect(pageCachePolicy(url, ""), url).toBeNull();
      expect(get(url, withSession), url).toBeNull();
    }
  });

  it("cada sección en caché no lee nada de la estudiante al renderizarse (solo si hay sesión o es el render del servidor)", () => {
    const root = path.resolve(__dirname, "../..");
    for (const url of TEST_SECTION_PATHS) {
      const source = readFileSync(path.join(root, "app/(main)", url, "page.tsx"), "utf8");
      expect(source, url).toContain("requireSectionVisitor(");
      for (const personal of ["requireStudentProcess", "requireStudentResult", "getCurrentUser", "getCurrentProcess", "process.sections"])
        expect(source, `${url} usa ${personal}`).not.toContain(personal);
    }
    // Only the server's own render asks for the shell without a session; it removes the header from every other request.
    const serve = readFileSync(path.join(root, "server/serve.ts"), "utf8");
    expect(serve).toContain("delete req.headers[SHELL_FILL_HEADER]");
    expect(SHELL_FILL_HEADER).toBe("x-rumbo-shell-fill");
  });
});
