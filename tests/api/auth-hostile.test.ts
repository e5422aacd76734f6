import { describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as recover } from "@/app/api/auth/recover/route";
import { PUT as validate } from "@/app/api/auth/recover/validate/route";
import { POST as registerV1 } from "@/app/api/auth/register/route";
import { POST as verifyEmail } from "@/app/api/auth/verify-email/route";
import { POST as verifyNumber } from "@/app/api/auth/verify-number/route";
import { POST as verification } from "@/app/api/membership/verification/route";
import { POST as registerV2 } from "@/app/api/v2/auth/register/route";
import { callRoute } from "../support/http";

const huge = "a".repeat(200_000);

const endpoints = [
  { name: "login", handler: login, method: "POST", path: "/api/auth/login", fields: ["user", "password"] },
  { name: "register v1", handler: registerV1, method: "POST", path: "/api/auth/register", fields: ["user", "password", "email", "name"] },
  {
    name: "register v2",
    handler: registerV2,
    method: "POST",
    path: "/api/v2/auth/register",
    fields: ["user", "password", "email", "careers"],
  },
  { name: "verify-email", handler: verifyEmail, method: "POST", path: "/api/auth/verify-email", fields: ["email"] },
  { name: "verify-number", handler: verifyNumber, method: "POST", path: "/api/auth/verify-number", fields: ["user"] },
  { name: "recover", handler: recover, method: "POST", path: "/api/auth/recover", fields: ["email"] },
  { name: "recover/validate", handler: validate, method: "PUT", path: "/api/auth/recover/validate", fields: ["password", "token"] },
  {
    name: "membership/verification",
    handler: verification,
    method: "POST",
    path: "/api/membership/verification",
    fields: ["schoolId", "code"],
  },
] as const;

const base = {
  user: "+51987654321",
  password: "secreto1",
  name: "Ana",
  surname: "Paz",
  email: "hostil@example.pe",
  token: "x".repeat(43),
  schoolId: 1,
  code: "ABC",
  careers: [],
};

const hostileValues: Array<[string, unknown]> = [
  ["un número", 12345],
  ["un booleano", true],
  ["null", null],
  ["un arreglo", ["a@b.pe", "c@d.pe"]],
  ["un operador", { $ne: "" }],
  ["un objeto con $gt", { $gt: 0 }],
  ["un texto enorme", huge.slice(0, 5000)],
];

describe("cuerpos hostiles: siempre 4xx, nunca 500 ni eco de contraseñas", () => {
  for (const endpoint of endpoints) {
    it(`${endpoint.name}`, async () => {
      const bodies: unknown[] = ["esto no es json", "[1,2,3]", "null", JSON.stringify(huge)];
      for (const field of endpoint.fields) for (const [, value] of hostileValues) bodies.push({ ...base, [field]: value });
      for (const body of bodies) {
        const res = await callRoute(endpoint.handler, {
          method: endpoint.method,
          path: endpoint.path,
          body,
          headers: { "x-forwarded-for": `hostile-${endpoint.name}` },
        });
        expect(
          res.status,
          `${endpoint.name} ← ${typeof body === "string" ? body.slice(0, 40) : JSON.stringify(body).slice(0, 80)}`,
        ).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
        expect(res.json?.message).toEqual(expect.any(String));
        expect(res.text).not.toContain("secreto1");
        expect(res.text).not.toMatch(/\$argon2|stack|at .*\.ts/);
      }
    });
  }

  it("un cuerpo de más de 1 MB recibe 413", async () => {
    const res = await callRoute(login, {
      method: "POST",
      path: "/api/auth/login",
      body: { user: "a@b.pe", password: "x", pad: "a".repeat(1_100_000) },
    });
    expect(res.status).toBe(413);
  });
});
