import { afterEach, describe, expect, it } from "vitest";
import { resetEnvCache } from "@/lib/config/env";
import { clientIp } from "@/lib/server/rate-limit";

const request = () => new Request("http://localhost/api/auth/login", { headers: { "x-forwarded-for": "203.0.113.9, 10.0.0.1" } });

afterEach(() => {
  delete process.env.TRUST_PROXY;
  resetEnvCache();
});

describe("dirección del cliente para los límites por IP", () => {
  it("ignora X-Forwarded-For si no hay un proxy de confianza (nadie elige su propia IP)", () => {
    resetEnvCache();
    expect(clientIp(request())).toBe("direct");
  });

  it("detrás de un proxy de confianza usa la primera dirección de X-Forwarded-For", () => {
    process.env.TRUST_PROXY = "1";
    resetEnvCache();
    expect(clientIp(request())).toBe("203.0.113.9");
  });
});
