import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubProcessFetch } from "@/tests/support/process-fetch";

vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn() }) }));

import { ChoiceSection } from "@/components/vocational/choice-section";
import { LikertSection } from "@/components/vocational/test-sections";
import { ValuesRanking } from "@/components/vocational/values-ranking";

/**
 * a test section is a shell; her process arrives from GET /api/vocational after
 * hydration. What she answers before it arrives is kept and saved; a 401 sends her to log in.
 */
let api: ReturnType<typeof stubProcessFetch>;
const replace = vi.fn();

function processWith(sections: Record<string, { answers: Record<string, unknown>; position?: number | null }>) {
  const all = Object.fromEntries(
    Object.entries(sections).map(([key, s]) => [
      key,
      { key, status: "in_progress", answers: s.answers, position: s.position ?? null, mode: null },
    ]),
  );
  return new Response(JSON.stringify({ data: { sections: [], process: { id: "proc-1", sections: all } } }), {
    status: 200,
    headers: { "content-type": "application/json" },
  });
}

beforeEach(() => {
  localStorage.clear();
  replace.mockClear();
  Object.defineProperty(window, "location", { configurable: true, value: { ...window.location, replace } });
  api = stubProcessFetch();
});
afterEach(() => vi.unstubAllGlobals());

const options = [
  { id: "math", label: "Matemática" },
  { id: "cooking", label: "Cocinar" },
  { id: "sports", label: "Deporte" },
];
const saves = () => api.calls.filter((c) => c.method === "PUT");

/** The abilities section (a ChoiceSection) as its page renders it. */
function renderAbilities({ legend = "L", max }: { legend?: string; max?: number } = {}) {
  return render(
    <ChoiceSection
      path="/orientacion-vocacional/habilidades-fuertes"
      section="abilities"
      field="selected"
      legend={legend}
      options={options}
      max={max}
      next={{ href: "/x", label: "Seguir" }}
    />,
  );
}

describe("secciones del test como cascarón", () => {
  it("lo que marca mientras cargan sus respuestas se suma a lo guardado y se guarda", async () => {
    renderAbilities({ legend: "¿En qué eres buena o bueno?", max: 5 });
    expect(screen.getByRole("status")).toHaveTextContent("Cargando tus respuestas guardadas");
    await userEvent.click(screen.getByRole("checkbox", { name: "Cocinar" }));
    await userEvent.click(screen.getByRole("checkbox", { name: "Deporte" }));
    await userEvent.click(screen.getByRole("checkbox", { name: "Deporte" }));
    expect(saves()).toHaveLength(0);
    await act(async () => api.answerProcess(processWith({ abilities: { answers: { selected: ["math", "sports"] } } })));
    // Saved math stays; cooking (ticked meanwhile) joins; sports, unticked meanwhile, stays off.
    expect(screen.getByRole("checkbox", { name: "Matemática" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Cocinar" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Deporte" })).not.toBeChecked();
    expect(screen.getByRole("status")).toHaveTextContent("");
    await waitFor(() => expect(saves()).toHaveLength(1), { timeout: 2000 });
    expect(saves()[0]).toMatchObject({
      url: "/api/vocational/progress/proc-1",
      body: { data: { section: "abilities", answers: { selected: ["math", "cooking"] } } },
    });
  });

  it("sin cambios mientras carga, muestra lo guardado y no guarda nada", async () => {
    render(
      <ValuesRanking
        path="/orientacion-vocacional/valores-profesionales"
        pick={2}
        options={options.map((o) => ({ ...o, statement: "" }))}
        done={{ href: "/r", label: "Ver" }}
      />,
    );
    await act(async () => api.answerProcess(processWith({ "professional-values": { answers: { ranking: ["sports", "math"] } } })));
    expect(screen.getByRole("checkbox", { name: /1\.º · Deporte/ })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: /2\.º · Matemática/ })).toBeChecked();
    await new Promise((r) => setTimeout(r, 500));
    expect(saves()).toHaveLength(0);
  });

  it("una frase respondida mientras carga gana a la guardada y se guarda; sin respuestas propias retoma donde iba", async () => {
    const items = [
      { id: "p1", text: "Frase uno" },
      { id: "p2", text: "Frase dos" },
      { id: "p3", text: "Frase tres" },
    ];
    const likert = [
      { value: 1, label: "Nada" },
      { value: 5, label: "Mucho" },
    ];
    const props = {
      section: "personality" as const,
      title: "Personalidad",
      prompt: "¿Cuánto?",
      options: likert,
      items,
      done: { href: "/d", label: "Seguir" },
    };
    const { unmount } = render(<LikertSection path="/orientacion-vocacional/personalidad" {...props} />);
    await userEvent.click(screen.getByRole("radio", { name: "Nada" }));
    await act(async () => api.answerProcess(processWith({ personality: { answers: { p1: 5, p2: 5 }, position: 2 } })));
    await waitFor(() => expect(saves()).toHaveLength(1), { timeout: 2000 });
    expect(saves()[0].body).toMatchObject({ data: { section: "personality", answers: { p1: 1 } } });
    expect(screen.getByText(/Pregunta \d de 3/)).toBeInTheDocument();
    unmount();

    // Nothing answered meanwhile: she resumes at her saved place.
    render(<LikertSection path="/orientacion-vocacional/personalidad" {...props} />);
    await act(async () => api.answerProcess(processWith({ personality: { answers: { p1: 5, p2: 5 }, position: 2 } })));
    expect(await screen.findByText("Pregunta 3 de 3")).toBeInTheDocument();
  });

  it("sin sesión válida (401) la manda a registrarse y volver", async () => {
    renderAbilities();
    await act(async () => api.answerProcess(new Response(JSON.stringify({ message: "Inicia sesión" }), { status: 401 })));
    await waitFor(() => expect(replace).toHaveBeenCalledWith("/empezar?redirect=%2Forientacion-vocacional%2Fhabilidades-fuertes"));
  });

  it("si no puede leerlas, lo dice y deja reintentar", async () => {
    renderAbilities();
    await act(async () => api.answerProcess(new Response("", { status: 503 })));
    expect(await screen.findByRole("alert")).toHaveTextContent("No pudimos cargar tus respuestas");
    await userEvent.click(screen.getByRole("button", { name: "Reintentar" }));
    await act(async () => api.answerProcess(processWith({ abilities: { answers: { selected: ["math"] } } })));
    expect(screen.getByRole("checkbox", { name: "Matemática" })).toBeChecked();
  });
});
