import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ConferenceProvider } from "@/components/fair/conference-provider";
import { ConferenceList } from "@/components/fair/conference-list";
import { FairCountdown } from "@/components/fair/fair-countdown";
import { ScheduleModal } from "@/components/fair/schedule-modal";
import type { Conference, FairDay } from "@/lib/contracts/fair";
import { closedModals, useModalsStore } from "@/stores/modals";
import { initialSessionState, useSessionStore } from "@/stores/session";
import { server } from "../support/msw/server";

const push = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ push, replace: vi.fn(), refresh: vi.fn(), prefetch: vi.fn() }) }));

const days: FairDay[] = [
  { value: "12-diciembre-2026", label: "Sábado 12", longLabel: "Sábado 12 de diciembre" },
  { value: "13-diciembre-2026", label: "Domingo 13", longLabel: "Domingo 13 de diciembre" },
];

function conference(overrides: Partial<Conference> & { id: number; title: string }): Conference {
  return {
    author: "Oficina de Admisión",
    description: "",
    image: null,
    startTime: "10:00 a. m.",
    endTime: "11:00 a. m.",
    startDate: "Sábado 12 de diciembre",
    startDateFilter: "12-diciembre-2026",
    dayLabel: "Sábado 12",
    startsAt: "2026-12-12T15:00:00.000Z",
    endsAt: "2026-12-12T16:00:00.000Z",
    signed: false,
    status: "upcoming",
    capacity: 300,
    seatsLeft: 120,
    full: false,
    areas: [],
    hasVideo: true,
    institution: null,
    ...overrides,
  };
}

const admission = conference({ id: 5, title: "Admisión a la PUCP" });
const engineering = conference({ id: 6, title: "Ingeniería con proyectos", signed: true, startTime: "4:00 p. m." });
const sunday = conference({
  id: 7,
  title: "Becas y financiamiento",
  startDate: "Domingo 13 de diciembre",
  startDateFilter: "13-diciembre-2026",
  dayLabel: "Domingo 13",
});
const list = [admission, engineering, sunday];

function renderSchedule(initial = list) {
  render(
    <ConferenceProvider initial={initial}>
      <ScheduleModal days={days} />
      <ConferenceList days={days} />
    </ConferenceProvider>,
  );
}

const student = {
  id: "u1",
  name: "Lucía",
  surname: "Quispe",
  email: "lucia@example.pe",
  phone: "987654321",
  fullPhone: "+51987654321",
  role: "user" as const,
  type: null,
  schoolId: null,
  studentId: null,
  sponsorId: null,
  haveSponsor: false,
  haveMembership: false,
  alliance: null,
  isAdmin: false,
  graduationYear: null,
};

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => {
  push.mockReset();
  useModalsStore.setState({ ...closedModals });
  useSessionStore.setState({ ...initialSessionState });
  sessionStorage.clear();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe("Cronograma", () => {
  it("muestra una pestaña por día de la feria y cada charla con su botón o 'Ya te inscribiste'", async () => {
    renderSchedule();
    act(() => useModalsStore.getState().open("schedule"));
    const dialog = await screen.findByRole("dialog", { name: "Cronograma" });
    const tabs = within(dialog).getAllByRole("tab");
    expect(tabs.map((t) => t.textContent)).toEqual(["Sábado 12", "Domingo 13"]);
    const panel = within(dialog).getByRole("tabpanel");
    expect(within(panel).getByText("Admisión a la PUCP")).toBeInTheDocument();
    expect(within(panel).getByRole("button", { name: "Inscribirme", description: "Admisión a la PUCP" })).toBeEnabled();
    expect(within(panel).getByText("Ya te inscribiste")).toBeInTheDocument();
    expect(within(panel).queryByText("Becas y financiamiento")).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole("tab", { name: "Domingo 13" }));
    expect(within(within(dialog).getByRole("tabpanel")).getByText("Becas y financiamiento")).toBeInTheDocument();
  });

  it("con sesión, inscribe y la charla pasa a 'Ya te inscribiste' en el cronograma y en la lista", async () => {
    useSessionStore.getState().setSession(student);
    sessionStorage.setItem("rumbo_fair_track", "colegio-42");
    let sent: unknown = null;
    server.use(
      http.post("*/api/conference/student", async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(
          {
            data: {
              id: 1,
              conferenceId: 5,
              createdAt: "2026-11-22T00:00:00.000Z",
              created: true,
              conference: { ...admission, signed: true },
            },
          },
          { status: 201 },
        );
      }),
    );
    renderSchedule();
    act(() => useModalsStore.getState().open("schedule"));
    const dialog = await screen.findByRole("dialog", { name: "Cronograma" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Inscribirme", description: "Admisión a la PUCP" }));
    // One talk was already signed: wait for the second (the API client loads on the first enrolment).
    await vi.waitFor(() => expect(within(dialog).getAllByText("Ya te inscribiste")).toHaveLength(2));
    // Keyboard focus moves from the vanished button onto the new status, inside the dialog.
    await vi.waitFor(() => expect(document.activeElement).toHaveTextContent("Ya te inscribiste"));
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(sent).toEqual({ conferenceId: 5, track: "colegio-42" });
    expect(push).not.toHaveBeenCalled();
  });

  it("sin sesión, lleva a registrarse con la vuelta a donde-estudiar, la charla y #expo", async () => {
    renderSchedule();
    const article = screen.getByRole("article", { name: "Admisión a la PUCP" });
    await userEvent.click(within(article).getByRole("button", { name: "Inscribirme" }));
    expect(push).toHaveBeenCalledWith(`/empezar?redirect=${encodeURIComponent("/donde-estudiar?conference_id=5#expo")}`);
  });

  it("si falla, recarga la lista sin mostrar mensaje: una charla llena queda como 'Sin cupos'", async () => {
    useSessionStore.getState().setSession(student);
    let reloaded = 0;
    server.use(
      http.post("*/api/conference/student", () =>
        HttpResponse.json(
          { message: "Esta conferencia ya no tiene cupos disponibles. Elige otra del cronograma.", code: "conflict" },
          { status: 409 },
        ),
      ),
      http.get("*/api/conference", () => {
        reloaded++;
        return HttpResponse.json({ data: [{ ...admission, full: true, seatsLeft: 0 }, engineering, sunday] });
      }),
    );
    renderSchedule();
    const article = screen.getByRole("article", { name: "Admisión a la PUCP" });
    await userEvent.click(within(article).getByRole("button", { name: "Inscribirme" }));
    expect(await within(article).findByText("Sin cupos")).toBeInTheDocument();
    expect(reloaded).toBe(1);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.queryByText(/no tiene cupos disponibles/)).not.toBeInTheDocument();
  });

  it("si falla por otra razón, el botón vuelve a estar disponible", async () => {
    useSessionStore.getState().setSession(student);
    server.use(
      http.post("*/api/conference/student", () =>
        HttpResponse.json({ message: "El servicio no está disponible.", code: "unavailable" }, { status: 503 }),
      ),
      http.get("*/api/conference", () => HttpResponse.json({ data: list })),
    );
    renderSchedule();
    const article = screen.getByRole("article", { name: "Admisión a la PUCP" });
    await userEvent.click(within(article).getByRole("button", { name: "Inscribirme" }));
    const button = await within(article).findByRole("button", { name: "Inscribirme" });
    await vi.waitFor(() => expect(button).toBeEnabled());
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("el filtro por día muestra solo las charlas de ese día", async () => {
    renderSchedule();
    const filter = screen.getByRole("group", { name: "Filtrar por día" });
    await userEvent.click(within(filter).getByRole("button", { name: "Domingo 13" }));
    expect(within(filter).getByRole("button", { name: "Domingo 13" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getAllByRole("article").map((a) => a.id)).toEqual(["conferencia-7"]);
    expect(screen.getByRole("article", { name: "Becas y financiamiento" })).toBeInTheDocument();
  });
});

describe("cuenta regresiva", () => {
  afterEach(() => vi.useRealTimers());
  const start = "2026-12-12T15:00:00.000Z";
  const end = "2026-12-15T23:45:00.000Z";
  const units = () => ["days", "hours", "minutes", "seconds"].map((u) => document.querySelector(`[data-unit="${u}"]`)?.textContent);

  it("antes de la feria muestra días, horas, minutos y segundos y baja cada segundo", () => {
    vi.useFakeTimers({ now: new Date("2026-11-22T00:42:10.000Z") });
    render(<FairCountdown start={start} end={end} serverNow="2026-11-22T00:42:10.000Z" />);
    expect(units()).toEqual(["20", "14", "17", "50"]);
    expect(screen.getByRole("timer")).toHaveTextContent("Faltan 20 días, 14 horas, 17 minutos y 50 segundos para que empiece la feria");
    act(() => vi.advanceTimersByTime(1000));
    expect(units()).toEqual(["20", "14", "17", "49"]);
  });

  it("durante la feria dice que está en vivo, y después que finalizó", () => {
    vi.useFakeTimers({ now: new Date("2026-12-13T18:00:00.000Z") });
    const { unmount } = render(<FairCountdown start={start} end={end} serverNow="2026-12-13T18:00:00.000Z" />);
    expect(screen.getByTestId("fair-countdown")).toHaveTextContent("La feria está en vivo");
    unmount();
    vi.setSystemTime(new Date("2026-12-16T00:00:00.000Z"));
    render(<FairCountdown start={start} end={end} serverNow="2026-12-16T00:00:00.000Z" />);
    expect(screen.getByTestId("fair-countdown")).toHaveTextContent("La feria finalizó");
  });
});

describe("la tarjeta de una charla", () => {
  it("no repite el nombre cuando la institución misma es la autora", async () => {
    const { ConferenceCard } = await import("@/components/fair/conference-card");
    const ulima = { id: 1, slug: "universidad-de-lima", name: "Universidad de Lima", shortName: "ULima", kind: "universidad" as const };
    render(
      <ConferenceProvider initial={[]}>
        <ConferenceCard
          conference={conference({ id: 9, title: "Vida universitaria", author: "Universidad de Lima", institution: ulima })}
        />
        <ConferenceCard conference={conference({ id: 10, title: "Admisión", author: "Oficina de Admisión", institution: ulima })} />
      </ConferenceProvider>,
    );
    const [own, office] = screen.getAllByRole("article");
    expect(own).not.toHaveTextContent("Universidad de Lima · Universidad de Lima");
    expect(within(own).getByRole("link", { name: "Universidad de Lima" })).toBeInTheDocument();
    expect(office).toHaveTextContent("Oficina de Admisión · Universidad de Lima");
  });
});
