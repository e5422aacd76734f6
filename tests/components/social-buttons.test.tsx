import { render, screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { renderToString } from "react-dom/server";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { SocialButtons } from "@/components/auth/social-buttons";
import { server } from "../support/msw/server";

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe("Google y Facebook en los formularios de cuenta", () => {
  it("en una página, con los proveedores que el servidor conoce: los botones están en su HTML (nada se mueve después)", () => {
    // The text of the HTML, without React's separators between a text and an expression.
    const html = renderToString(
      <SocialButtons action="Regístrate" divider="o con tus datos" providers={{ google: true, facebook: false }} />,
    ).replaceAll("<!-- -->", "");
    expect(html).toContain("Regístrate con Google");
    expect(html).not.toContain("Facebook");
    expect(html).toContain("o con tus datos");
  });

  it("sin proveedores configurados no hay botones ni separador", () => {
    const html = renderToString(
      <SocialButtons action="Ingresa" divider="o con tu correo" providers={{ google: false, facebook: false }} />,
    );
    expect(html).toBe("");
  });

  it("en un modal (sin lo que sabe el servidor) pregunta a la API cuáles hay", async () => {
    let asked = 0;
    server.use(http.get("*/api/auth/oauth", () => (asked++, HttpResponse.json({ data: { google: false, facebook: true } }))));
    render(<SocialButtons action="Ingresa" divider="o con tu correo" />);
    expect(await screen.findByRole("link", { name: "Ingresa con Facebook" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /Google/ })).toBeNull();
    await waitFor(() => expect(asked).toBe(1));
  });
});
