import { afterEach, describe, expect, it } from "vitest";
import { contentSecurityPolicy, hstsHeader, newNonce } from "@/lib/server/http/security-headers";

describe("cabeceras de seguridad de las páginas", () => {
  const saved = process.env.APP_URL;
  afterEach(() => {
    process.env.APP_URL = saved;
  });

  it("la CSP lleva nonce y strict-dynamic, object-src y base-uri 'none', y no deja enmarcar salvo los embeds", () => {
    const nonce = newNonce();
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(newNonce()).not.toBe(nonce);
    const csp = contentSecurityPolicy(nonce, { embed: false, https: false, dev: false });
    expect(csp).toContain(`script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`);
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(contentSecurityPolicy(nonce, { embed: true, https: false, dev: false })).not.toContain("frame-ancestors");
  });

  it("HSTS solo cuando APP_URL es https", () => {
    process.env.APP_URL = "http://localhost:3000";
    expect(hstsHeader()).toBeNull();
    process.env.APP_URL = "https://rumbo.pe";
    expect(hstsHeader()).toBe("max-age=63072000; includeSubDomains");
  });
});
