import { describe, expect, it } from "vitest";
import { isLocalUrl, isLoopbackHostHeader, isLoopbackHostname, localSiteWarning } from "@/lib/config/loopback.mjs";

describe("qué es esta máquina (lib/config/loopback.mjs)", () => {
  it("nombres y direcciones de loopback, y nada más", () => {
    for (const host of ["localhost", "LOCALHOST", "app.localhost", "127.0.0.1", "127.9.8.7", "::1", "[::1]", "::ffff:127.0.0.1"])
      expect(isLoopbackHostname(host), host).toBe(true);
    for (const host of ["rumbo.pe", "localhost.rumbo.pe", "127.0.0.1.nip.io", "10.0.0.1", "0.0.0.0", "", null, undefined])
      expect(isLoopbackHostname(host), String(host)).toBe(false);
    expect(isLocalUrl("http://[::1]:3000")).toBe(true);
    expect(isLocalUrl("https://rumbo.pe")).toBe(false);
  });

  it("una cabecera Host es loopback solo si es un nombre (con puerto) de loopback, sin usuario, ruta ni lista", () => {
    for (const host of ["localhost:3000", "127.0.0.1:3210", "[::1]:3000", "127.0.0.1"]) expect(isLoopbackHostHeader(host), host).toBe(true);
    for (const host of ["rumbo.pe", "rumbo.pe@127.0.0.1", "127.0.0.1/x", "127.0.0.1, rumbo.pe", "127.0.0.1:", "", null])
      expect(isLoopbackHostHeader(host), String(host)).toBe(false);
  });

  it("npm start avisa en producción cuando escucha más allá de loopback con un APP_URL local o sin definir", () => {
    expect(localSiteWarning({ NODE_ENV: "production", PORT: "3000" })).toMatch(
      /ATENCIÓN.*APP_URL local \(sin definir: http:\/\/localhost:3000\)/s,
    );
    expect(localSiteWarning({ NODE_ENV: "production", HOSTNAME: "0.0.0.0", APP_URL: "http://127.0.0.1:3000" })).toMatch(
      /solo se ofrece a quien entra desde esta máquina/,
    );
    expect(localSiteWarning({ NODE_ENV: "production", HOSTNAME: "127.0.0.1" })).toBeNull();
    expect(localSiteWarning({ NODE_ENV: "production", APP_URL: "https://rumbo.pe" })).toBeNull();
    expect(localSiteWarning({ NODE_ENV: "development" })).toBeNull();
  });
});
