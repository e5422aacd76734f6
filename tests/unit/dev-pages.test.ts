import { afterEach, describe, expect, it, vi } from "vitest";
import DevLayout from "@/app/(dev)/layout";

describe("development pages (/estilos)", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("answer 404 in a production build", () => {
    vi.stubEnv("NODE_ENV", "production");
    expect(() => DevLayout({ children: null })).toThrow(expect.objectContaining({ digest: "NEXT_HTTP_ERROR_FALLBACK;404" }));
  });

  it("render in development", () => {
    vi.stubEnv("NODE_ENV", "development");
    expect(DevLayout({ children: "guía" })).toBe("guía");
  });
});
