import { describe, expect, it } from "vitest";
import { z } from "zod";
import { zodResolver } from "@/lib/client/zod-resolver";

describe("the forms' resolver", () => {
  it("a field without a message of its own gets zod's Spanish one, not the English default", async () => {
    const schema = z.object({ grade: z.enum(["3", "4", "5"]), year: z.number() });
    const resolve = zodResolver(schema);
    const result = await resolve({ grade: "9", year: "2026" } as never, undefined, { fields: {}, shouldUseNativeValidation: false });
    const grade = String(result.errors.grade?.message);
    const year = String(result.errors.year?.message);
    expect(grade).toMatch(/^Opción inválida/);
    expect(year).toMatch(/^Entrada inválida/);
    expect(`${grade} ${year}`).not.toMatch(/Invalid|expected/);
  });
});
