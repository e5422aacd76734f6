import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { v2Target } from "@/components/auth/navigate-after-login";
import { safeRedirectTarget } from "@/lib/config/routes";
import { authMessages, birthYears, emailSchema, loginSchema, passwordSchema, registerV2Schema } from "@/lib/contracts/auth";

const base = "https://rumbo.pe";
/** What a browser would do with the target: it must stay on this origin. */
const staysOnSite = (target: string) =>
  new URL(target, base).origin === base && target.startsWith("/") && !target.startsWith("//") && !target.startsWith("/\\");

const hostilePrefixes = [
  "//evil.com",
  "/\\evil.com",
  "\\\\evil.com",
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  "data:text/html,<script>",
  "https://evil.com",
  "http:evil.com",
  "%2F%2Fevil.com",
  "/%2F/evil.com",
  "/%5Cevil.com",
  "%252F%252Fevil.com",
  "/%252F%252Fevil.com",
  "/\t/evil.com",
  "/\n/evil.com",
  " //evil.com",
  "\u0000//evil.com",
  "/%09/evil.com",
  "////evil.com",
  "/.//evil.com",
  "https:/\\evil.com",
];

describe("safeRedirectTarget: ningún redirect sale del sitio", () => {
  it("las formas conocidas de salir del sitio caen al destino por defecto o quedan en el sitio", () => {
    for (const value of hostilePrefixes) {
      const target = safeRedirectTarget(value);
      expect(staysOnSite(target), `${JSON.stringify(value)} → ${target}`).toBe(true);
    }
    expect(safeRedirectTarget("//evil.com")).toBe("/orientacion-vocacional");
    expect(safeRedirectTarget("javascript:alert(1)")).toBe("/orientacion-vocacional");
  });

  it("acepta rutas del sitio y nombres de ruta del spec", () => {
    expect(safeRedirectTarget("/donde-estudiar?conference_id=3#expo")).toBe("/donde-estudiar?conference_id=3#expo");
    expect(safeRedirectTarget("overview")).toBe("/overview");
    expect(safeRedirectTarget("live")).toBe("/live");
    expect(safeRedirectTarget(null)).toBe("/orientacion-vocacional");
  });

  it("propiedad: cualquier texto, con prefijos hostiles, codificado o mezclado, se queda en el sitio", () => {
    const prefix = fc.constantFrom(...hostilePrefixes, "/", "", "%2f", "%5c", "\\", "/\\", "//", "%25", "/%2e%2e/");
    const encode = fc.constantFrom(
      (s: string) => s,
      encodeURIComponent,
      (s: string) => encodeURIComponent(encodeURIComponent(s)),
      (s: string) => s.replace(/\//g, "%2F"),
      (s: string) => s.replace(/\\/g, "%5C"),
      (s: string) => s.toUpperCase(),
    );
    fc.assert(
      fc.property(prefix, fc.string({ maxLength: 30 }), fc.string({ unit: "binary", maxLength: 10 }), encode, (p, middle, tail, enc) => {
        const value = enc(`${p}${middle}`) + tail;
        const target = safeRedirectTarget(value);
        return staysOnSite(target);
      }),
      { numRuns: 1500 },
    );
  }, 60_000);
});

describe("destino después del registro v2", () => {
  it("donde-estudiar con area_id, show_vocational_modal=1 si el tipo es 4, y track", () => {
    expect(v2Target({ areaId: "ingenieria", type: "4", track: "feria" })).toBe(
      "/donde-estudiar?area_id=ingenieria&show_vocational_modal=1&track=feria",
    );
    expect(v2Target({ areaId: null, type: 1 })).toBe("/donde-estudiar");
  });
});

describe("contratos de cuentas", () => {
  it("contraseña de 6 a 128 caracteres", () => {
    expect(passwordSchema.safeParse("12345").success).toBe(false);
    expect(passwordSchema.safeParse("123456").success).toBe(true);
    expect(passwordSchema.safeParse("x".repeat(128)).success).toBe(true);
    expect(passwordSchema.safeParse("x".repeat(129)).success).toBe(false);
  });

  it("correo: 'Email no es válido' y se guarda en minúsculas", () => {
    expect(emailSchema.safeParse("no-es-correo").error?.issues[0].message).toBe(authMessages.invalidEmail);
    expect(emailSchema.parse(" Ana@Example.PE ")).toBe("ana@example.pe");
  });

  it("login rechaza operadores y arreglos en lugar de textos", () => {
    expect(loginSchema.safeParse({ user: { $ne: "" }, password: "x" }).success).toBe(false);
    expect(loginSchema.safeParse({ user: ["a"], password: "x" }).success).toBe(false);
  });

  it("registro v2 no acepta más de 20 carreras", () => {
    const body = {
      user: "+51987654321",
      password: "secreto",
      name: "a",
      surname: "b",
      email: "a@b.pe",
      careers: Array.from({ length: 21 }, (_, i) => i + 1),
    };
    expect(registerV2Schema.safeParse(body).success).toBe(false);
  });

  it("años de nacimiento plausibles para secundaria: de 10 a 21 años este año, nunca el año actual", () => {
    const years = birthYears(new Date("2026-05-01T12:00:00Z"));
    expect(years[0]).toBe(2016);
    expect(years.at(-1)).toBe(2005);
    expect(years).toHaveLength(12);
    expect(years).not.toContain(2026);
  });
});
