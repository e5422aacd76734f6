import { describe, expect, it } from "vitest";
import { isApiErrorBody } from "@/lib/contracts/error-body";
import { apiErrorBodySchema } from "@/lib/contracts/envelope";
import { mapError } from "@/lib/server/http/map-error";
import { conflict, notFound, validationError } from "@/lib/server/http/errors";

// The browser's guard and the contract's schema read every failed answer alike.
const bodies: unknown[] = [
  { message: "No encontrado", code: "not_found" },
  { message: "Revisa los campos", code: "validation", errors: { email: ["Escribe tu correo."], phone: [] } },
  { message: "x", code: "conflict", errors: {} },
  { message: "x", code: "internal", extra: 1 },
  { message: "x", code: "internal", errors: undefined },
  { message: "x" },
  { code: "x" },
  { message: 1, code: "x" },
  { message: "x", code: null },
  { message: "x", code: "y", errors: null },
  { message: "x", code: "y", errors: [] },
  { message: "x", code: "y", errors: { a: "texto" } },
  { message: "x", code: "y", errors: { a: [1] } },
  { message: "x", code: "y", errors: { a: ["ok"], b: ["ok", 2] } },
  "<html>502 Bad Gateway</html>",
  "",
  null,
  undefined,
  [],
  [{ message: "x", code: "y" }],
  42,
];

describe("the error envelope in the browser", () => {
  it.each(bodies.map((body) => [JSON.stringify(body) ?? String(body), body]))("%s: the guard answers as the schema", (_, body) => {
    expect(isApiErrorBody(body)).toBe(apiErrorBodySchema.safeParse(body).success);
  });

  it("accepts every body the server writes for its errors", () => {
    for (const error of [
      notFound(),
      conflict("Ese correo ya está registrado."),
      validationError({ email: ["Escribe tu correo."] }, "Revisa"),
    ]) {
      const { body } = mapError(error);
      expect(isApiErrorBody(JSON.parse(JSON.stringify(body)))).toBe(true);
    }
  });
});
