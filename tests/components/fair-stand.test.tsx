import { render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { InstitutionLogo } from "@/components/catalogue/institution-logo";
import { ConferenceProvider } from "@/components/fair/conference-provider";
import { FairLogo } from "@/components/fair/fair-logo";
import { StandCard } from "@/components/fair/stand-card";
import { StandCardView } from "@/components/fair/stand-card-view";
import { toStandView } from "@/components/fair/talk";
import type { Conference, Stand } from "@/lib/contracts/fair";

vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), prefetch: vi.fn() }) }));

const talk = (id: number, title: string, startTime: string): Conference => ({
  id,
  title,
  author: "Oficina de Admisión · PUCP",
  description: "",
  image: null,
  startTime,
  endTime: "12:00 p. m.",
  startDate: "Sábado 12 de diciembre",
  startDateFilter: "12-diciembre-2026",
  dayLabel: "Sábado 12",
  startsAt: "2026-12-12T16:00:00.000Z",
  endsAt: "2026-12-12T17:00:00.000Z",
  signed: false,
  status: "upcoming",
  capacity: 500,
  seatsLeft: 500,
  full: false,
  areas: [],
  hasVideo: true,
  institution: null,
});

const stand: Stand = {
  id: 1,
  headline: "Admisión, becas y vida en el campus",
  description: "El equipo de admisión resuelve tus dudas.",
  highlights: ["Modalidades de admisión", "Escalas de pago y becas"],
  institution: {
    id: 3,
    slug: "pontificia-universidad-catolica-del-peru",
    name: "Pontificia Universidad Católica del Perú",
    shortName: "PUCP",
    kind: "universidad",
    region: "Lima",
    website: null,
  },
  conferences: [talk(5, "Admisión a la PUCP: modalidades y becas", "11:00 a. m.")],
};

describe("el stand de la feria", () => {
  it("muestra la institución, su propuesta, sus charlas con enlace y el enlace a sus carreras", () => {
    render(<StandCard stand={stand} />);
    const card = screen.getByRole("article", { name: "Pontificia Universidad Católica del Perú" });
    expect(within(card).getByRole("heading", { level: 3 })).toHaveTextContent("Pontificia Universidad Católica del Perú");
    expect(card).toHaveTextContent("Universidad · Lima");
    expect(card).toHaveTextContent("Admisión, becas y vida en el campus");
    expect(
      within(card)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([
      "Modalidades de admisión",
      "Escalas de pago y becas",
      "Sábado 12 de diciembre, 11:00 a. m.: Admisión a la PUCP: modalidades y becas",
    ]);
    expect(within(card).getByRole("link", { name: "Admisión a la PUCP: modalidades y becas" })).toHaveAttribute(
      "href",
      "/donde-estudiar?conference_id=5#expo",
    );
    // The hidden " de …" tells which institution (jsdom drops the space browsers keep).
    expect(
      within(card).getByRole("link", { name: /^Ver carreras y costos ?de Pontificia Universidad Católica del Perú$/ }),
    ).toHaveAttribute("href", "/pontificia-universidad-catolica-del-peru");
    expect(within(card).queryByRole("link", { name: /Ver carreras/ })).not.toHaveAttribute("target");
  });

  it("embebido: nivel de título 2 y los enlaces abren en otra pestaña", () => {
    render(<StandCard stand={stand} headingLevel={2} linkTarget="_blank" />);
    const card = screen.getByRole("article", { name: "Pontificia Universidad Católica del Perú" });
    expect(within(card).getByRole("heading", { level: 2 })).toBeInTheDocument();
    for (const link of within(card).getAllByRole("link")) {
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener");
    }
  });

  it("en la página de la feria, sus charlas son las de su institución en el cronograma de la página", () => {
    const pucp = { slug: stand.institution.slug, name: stand.institution.name, shortName: "PUCP" };
    const conferences = [
      {
        ...talk(5, "Admisión a la PUCP: modalidades y becas", "11:00 a. m."),
        institution: { ...pucp, id: 3, kind: "universidad" as const },
      },
      talk(6, "Becas y financiamiento", "12:00 p. m."),
      { ...talk(7, "Humanidades y ciencias sociales", "10:00 a. m."), institution: { ...pucp, id: 3, kind: "universidad" as const } },
    ];
    render(
      <ConferenceProvider initial={conferences}>
        <StandCardView stand={toStandView(stand, { talks: false })} />
      </ConferenceProvider>,
    );
    const talks = screen.getByText("Sus charlas en la feria").nextElementSibling as HTMLElement;
    expect(
      within(talks)
        .getAllByRole("link")
        .map((a) => [a.textContent, a.getAttribute("href")]),
    ).toEqual([
      ["Admisión a la PUCP: modalidades y becas", "/donde-estudiar?conference_id=5#expo"],
      ["Humanidades y ciencias sociales", "/donde-estudiar?conference_id=7#expo"],
    ]);
  });
});

describe("el logo de la feria", () => {
  it.each([
    ["Pontificia Universidad Católica del Perú", "PUCP"],
    ["Universidad Nacional Mayor de San Marcos", "UNMSM"],
    ["Universidad de Lima", null],
    ["Universidad Peruana Cayetano Heredia", "UPCH"],
    ["Universidad de Ingeniería y Tecnología", "UTEC"],
    ["Instituto Cibertec", null],
  ])("%s: el mismo monograma y el mismo color que el logo del catálogo, oculto a los lectores", (name, shortName) => {
    const { container } = render(
      <>
        <InstitutionLogo name={name} shortName={shortName} />
        <FairLogo name={name} shortName={shortName} />
      </>,
    );
    const svg = container.querySelector("svg")!;
    const logo = container.querySelector(".fair-logo") as HTMLElement;
    expect(logo).toHaveAttribute("aria-hidden", "true");
    expect(logo.textContent).toBe(svg.querySelector("text")!.textContent);
    // jsdom writes the inline colour as rgb(); the SVG has it in hex.
    const hex = svg.querySelector("rect")!.getAttribute("fill")!;
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
    expect(logo.style.background).toBe(`rgb(${r}, ${g}, ${b})`);
  });

  it("sin institución, la marca de Rumbo", () => {
    const { container } = render(<FairLogo />);
    const logo = container.querySelector(".fair-logo")!;
    expect(logo).toHaveClass("fair-logo-rumbo");
    expect(logo).toHaveAttribute("aria-hidden", "true");
    expect(logo.textContent).toBe("");
  });
});
