import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "@/lib/config/env";

describe("configuración del entorno", () => {
  it("funciona sin ninguna variable definida", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PAYMENT_PROVIDER).toBeUndefined();
    expect(env.API_URL).toBe("/api");
    expect(env.NOTIFICATION_URL).toBe("/api/notifications");
  });

  it("trata las variables vacías como no definidas", () => {
    expect(parseEnv({ DATABASE_URL: "", SMTP_URL: " " }).DATABASE_URL).toBeUndefined();
  });

  it("acepta PostgreSQL y rechaza otros motores con un mensaje por variable", () => {
    expect(parseEnv({ DATABASE_URL: "postgres://u@localhost/db" }).DATABASE_URL).toBe("postgres://u@localhost/db");
    expect(() => parseEnv({ DATABASE_URL: "mysql://x", PORT: "abc", PAYMENT_PROVIDER: "paypal" })).toThrowError(EnvError);
    try {
      parseEnv({ DATABASE_URL: "mysql://x", PORT: "abc" });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain("DATABASE_URL");
      expect(message).toContain("PORT");
    }
  });
});
