import { describe, expect, it, vi } from "vitest";

const calls = vi.hoisted(() => ({ verify: 0 }));
vi.mock("@node-rs/argon2", async (importOriginal) => {
  const real = await importOriginal<typeof import("@node-rs/argon2")>();
  return {
    ...real,
    verify: (...args: Parameters<typeof real.verify>) => {
      calls.verify++;
      return real.verify(...args);
    },
  };
});

const { hashPassword, verifyPassword } = await import("@/lib/server/auth/password");

describe("contraseñas con argon2id", () => {
  it("usa argon2id con m=19456, t=2, p=1 y verifica la contraseña correcta", async () => {
    const stored = await hashPassword("mi-clave-1");
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, "mi-clave-1")).toBe(true);
    expect(await verifyPassword(stored, "otra-clave")).toBe(false);
  });

  it("sin cuenta (o sin contraseña) igual hace una verificación argon2 contra un hash señuelo", async () => {
    const before = calls.verify;
    expect(await verifyPassword(null, "mi-clave-1")).toBe(false);
    expect(await verifyPassword(undefined, "mi-clave-1")).toBe(false);
    expect(calls.verify - before).toBe(2);
  });

  it("un hash dañado no lanza: es una contraseña incorrecta", async () => {
    expect(await verifyPassword("no-es-un-hash", "x")).toBe(false);
  });
});
