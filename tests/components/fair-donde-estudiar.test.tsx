import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ConferenceProvider } from "@/components/fair/conference-provider";
import { ConfirmEnrolment } from "@/components/fair/confirm-enrolment";
import { FairQueryEffects } from "@/components/fair/fair-query-effects";
import { VocationalModal } from "@/components/fair/vocational-modal";
import type { Conference } from "@/lib/contracts/fair";
import { closedModals, useModalsStore } from "@/stores/modals";
import { initialSessionState, useSessionStore } from "@/stores/session";

const push = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ push, replace: vi.fn(), refresh: vi.fn(), prefetch: vi.fn() }) }));

const talk: Conference = {
  id: 9,
  title: "Estudiar medicina y ciencias de la salud",
  author: "Facultad de Medicina · UPCH",
  description: "",
  image: null,
  startTime: "12:00 p. m.",
  endTime: "1:00 p. m.",
  startDate: "Domingo 13 de diciembre",
  startDateFilter: "13-diciembre-2026",
  dayLabel: "Domingo 13",
  startsAt: "2026-12-13T17:00:00.000Z",
  endsAt: "2026-12-13T18:00:00.000Z",
  signed: false,
  status: "upcoming",
  capacity: 400,
  seatsLeft: 400,
  full: false,
  areas: ["ciencias-de-la-salud"],
  hasVideo: true,
  institution: null,
};

beforeEach(() => {
  push.mockReset();
  useModalsStore.setState({ ...closedModals });
  useSessionStore.setState({ ...initialSessionState });
  sessionStorage.clear();
});
afterEach(() => vi.restoreAllMocks());

describe("donde-estudiar: la consulta de la especificación", () => {
  it("show_vocational_modal=1 abre la invitación al test y track se guarda para la inscripción", async () => {
    render(
      <>
        <FairQueryEffects highlightId={null} showVocational track="colegio-7" />
        <VocationalModal />
      </>,
    );
    const dialog = await screen.findByRole("dialog", { name: "¿Aún no sabes qué estudiar?" });
    expect(within(dialog).getByRole("link", { name: "Hacer el test vocacional" })).toHaveAttribute("href", "/test-orientacion-vocacional");
    expect(sessionStorage.getItem("rumbo_fair_track")).toBe("colegio-7");
    await userEvent.click(within(dialog).getByRole("button", { name: "Ahora no" }));
    expect(useModalsStore.getState().vocational).toBe(false);
  });

  it("conference_id lleva a la charla y la deja lista para confirmar; sin sesión, al registro con track", async () => {
    const element = document.createElement("article");
    element.id = "conferencia-9";
    element.tabIndex = -1;
    element.scrollIntoView = vi.fn();
    document.body.appendChild(element);
    sessionStorage.setItem("rumbo_fair_track", "colegio-7");
    render(
      <ConferenceProvider initial={[talk]}>
        <FairQueryEffects highlightId={9} showVocational={false} track={null} />
        <ConfirmEnrolment conferenceId={9} />
      </ConferenceProvider>,
    );
    expect(element.scrollIntoView).toHaveBeenCalled();
    expect(document.activeElement).toBe(element);
    const region = screen.getByRole("region", { name: "Confirma tu inscripción" });
    await userEvent.click(within(region).getByRole("button", { name: "Inscribirme" }));
    expect(push).toHaveBeenCalledWith(`/empezar?redirect=${encodeURIComponent("/donde-estudiar?conference_id=9&track=colegio-7#expo")}`);
    element.remove();
  });

  it("conference_id espera la tarjeta de la charla cuando la lista llega después (una navegación en el navegador)", async () => {
    render(<FairQueryEffects highlightId={9} showVocational={false} track={null} />);
    const element = document.createElement("article");
    element.id = "conferencia-9";
    element.tabIndex = -1;
    element.scrollIntoView = vi.fn();
    const other = document.createElement("article");
    other.id = "conferencia-8";
    other.scrollIntoView = vi.fn();
    document.body.appendChild(other);
    document.body.appendChild(element);
    await vi.waitFor(() => expect(element.scrollIntoView).toHaveBeenCalled());
    expect(document.activeElement).toBe(element);
    expect(other.scrollIntoView).not.toHaveBeenCalled();
    element.remove();
    other.remove();
  });

  it("una charla que ya terminó o que no existe lo dice en lugar de ofrecer el botón", () => {
    const { rerender } = render(
      <ConferenceProvider initial={[{ ...talk, status: "ended" }]}>
        <ConfirmEnrolment conferenceId={9} />
      </ConferenceProvider>,
    );
    expect(screen.getByRole("region", { name: "Esta charla ya terminó" })).toBeInTheDocument();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
    rerender(
      <ConferenceProvider initial={[talk]}>
        <ConfirmEnrolment conferenceId={10} />
      </ConferenceProvider>,
    );
    expect(screen.getByRole("status")).toHaveTextContent("La charla que buscas ya no está en el cronograma.");
  });
});
