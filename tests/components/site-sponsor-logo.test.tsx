import { render, screen } from "@testing-library/react";
import Cookies from "js-cookie";
import { http, HttpResponse } from "msw";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { readSponsorCookie, SponsorLogo } from "@/components/layout/sponsor-logo";
import type { SessionUser } from "@/lib/contracts/session";
import { initialSessionState, useSessionStore } from "@/stores/session";
import { server } from "../support/msw/server";

const sponsored: SessionUser = {
  id: "u2",
  name: "Diego",
  surname: "Rojas",
  email: "diego@example.pe",
  phone: "987654321",
  fullPhone: "+51987654321",
  role: "user",
  type: null,
  schoolId: null,
  studentId: null,
  sponsorId: 12,
  haveSponsor: true,
  haveMembership: false,
  alliance: null,
  isAdmin: false,
  graduationYear: null,
};

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
beforeEach(() => useSessionStore.setState({ ...initialSessionState }));
afterEach(() => {
  server.resetHandlers();
  Cookies.remove("rumbo_sponsor");
});

describe("logo de la institución auspiciadora", () => {
  it("lee la cookie como ruta o como JSON; solo usa logos del propio sitio y si no, el nombre", () => {
    expect(readSponsorCookie("/logos/upc.svg")).toEqual({ name: "Institución aliada", logo: "/logos/upc.svg", shortName: null });
    expect(
      readSponsorCookie(JSON.stringify({ allianceId: 3, institutionId: 9, name: "UPC", logo: "https://cdn.example/upc.png" })),
    ).toEqual({ name: "UPC", logo: null, shortName: null });
    expect(readSponsorCookie("javascript:alert(1)")).toBeNull();
    expect(readSponsorCookie("//evil.example/logo.png")).toBeNull();
    expect(readSponsorCookie(JSON.stringify({ logo: "http://inseguro/logo.png" }))).toBeNull();
    expect(readSponsorCookie(undefined)).toBeNull();
  });

  it("con la cookie de una alianza sin logo dibuja el monograma con el nombre de la institución", async () => {
    Cookies.set("rumbo_sponsor", JSON.stringify({ allianceId: 1, institutionId: 40, name: "Universidad de Lima", logo: null }));
    render(<SponsorLogo />);
    const logo = await screen.findByRole("img", { name: "Universidad de Lima" });
    // The monogram's code loads on demand (few visitors have a sponsor).
    await vi.waitFor(() => expect(logo.querySelector("svg")).not.toBeNull());
    expect(logo).toHaveTextContent("L");
  });

  it("muestra el logo de la cookie sin pedir nada al servidor", async () => {
    Cookies.set("rumbo_sponsor", JSON.stringify({ name: "Universidad de Lima", logo: "/logos/ulima.svg" }));
    render(<SponsorLogo />);
    expect(await screen.findByRole("img", { name: "Universidad de Lima" })).toHaveAttribute("src", "/logos/ulima.svg");
  });

  it("sin cookie lo busca por el id de la institución", async () => {
    server.use(
      http.get("*/api/institution/id/12", () =>
        HttpResponse.json({ data: { id: 12, name: "Instituto SENATI", logo: "/logos/senati.svg" } }),
      ),
    );
    useSessionStore.getState().setSession(sponsored);
    render(<SponsorLogo />);
    expect(await screen.findByRole("img", { name: "Instituto SENATI" })).toHaveAttribute("src", "/logos/senati.svg");
  });

  it("si la institución no existe (404) no muestra nada", async () => {
    let asked = false;
    server.use(
      http.get("*/api/institution/id/12", () => {
        asked = true;
        return HttpResponse.json({ message: "No encontramos lo que buscas.", code: "not_found" }, { status: 404 });
      }),
    );
    useSessionStore.getState().setSession(sponsored);
    const { container } = render(<SponsorLogo />);
    await new Promise((r) => setTimeout(r, 50));
    expect(asked).toBe(true);
    expect(container).toBeEmptyDOMElement();
  });
});
