import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubProcessFetch } from "@/tests/support/process-fetch";

const push = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));

import { InterestsSection } from "@/components/vocational/interests-section";
import { firstOpenStep, savedQuickChoices } from "@/components/vocational/quick-choice-steps";
import { interestsCheckedInstrument, interestsInstrument, quickInterestItems } from "@/lib/content/vocational/interests";

/**
 * after the quick mode's statements come two optional choice steps, «Paso 2 de 3» (areas)
 * and «Paso 3 de 3» (activities), saved as the sections `career-world` {areas} and
 * `activities-of-interest` {selected} through PUT /api/vocational/progress/{id}; then her result.
 */
let api: ReturnType<typeof stubProcessFetch>;

// Every statement answered (the 30, any adaptive one and the reversed checks), so the statements are behind her.
const allAnswered = Object.fromEntries(interestsCheckedInstrument.items.map((i, n) => [i.id, (n % 5) + 1]));

function quickProcess(extra: Record<string, Record<string, unknown>> = {}) {
  const sections: Record<string, unknown> = {
    "professional-interest": { key: "professional-interest", status: "completed", answers: allAnswered, position: 39, mode: "quick" },
  };
  for (const [key, answers] of Object.entries(extra)) sections[key] = { key, status: "completed", answers, position: null, mode: null };
  for (const key of ["career-world", "activities-of-interest"])
    sections[key] ??= { key, status: "not_started", answers: {}, position: null, mode: null };
  return new Response(JSON.stringify({ data: { sections: [], process: { id: "proc-1", sections } } }), {
    status: 200,
    headers: { "content-type": "application/json" },
  });
}

beforeEach(() => {
  push.mockClear();
  localStorage.clear();
  api = stubProcessFetch();
});
afterEach(() => vi.unstubAllGlobals());

const saves = () =>
  api.calls.filter((c) => c.method === "PUT").map((c) => (c.body as { data: { section: string; answers: unknown } }).data);

function renderTest() {
  render(
    <InterestsSection
      path="/orientacion-vocacional/intereses-profesionales"
      title="Intereses profesionales"
      prompt={interestsInstrument.prompt}
      options={interestsInstrument.options}
      fullItems={interestsInstrument.items.map(({ id, text }) => ({ id, text }))}
      quickIds={quickInterestItems.map((i) => i.id)}
      done={{ href: "/orientacion-vocacional/resultado-proceso-vocacional", label: "Ver mi resultado" }}
      minutes={{ quick: 5.8, full: 7.2 }}
    />,
  );
}

describe("modo rápido: los dos pasos de elegir después de las frases", () => {
  // Some twenty clicks, each save through the API client: a few seconds on a loaded 2-core machine.
  it(
    "áreas y actividades se guardan como las secciones del test completo, con «Omitir» siempre visible, y luego su resultado",
    { timeout: 20_000 },
    async () => {
      renderTest();
      await act(async () => api.answerProcess(quickProcess()));
      // The steps' code arrives after the page (components/vocational/interests-loader.ts).
      expect(await screen.findByRole("heading", { name: "Paso 2 de 3: áreas de carreras" })).toBeInTheDocument();
      expect(screen.getByRole("progressbar", { name: "Pasos del test rápido" })).toHaveAttribute("aria-valuenow", "1");
      expect(screen.getByRole("button", { name: "Omitir" })).toBeVisible();
      // «Siguiente» waits for a choice; «Omitir» does not.
      expect(screen.getByRole("button", { name: "Siguiente" })).toBeDisabled();

      // Keyboard: Tab to a box, Space ticks it.
      screen.getByRole("checkbox", { name: "Ciencias de la salud" }).focus();
      await userEvent.keyboard(" ");
      expect(screen.getByRole("checkbox", { name: "Ciencias de la salud" })).toBeChecked();
      await userEvent.click(screen.getByRole("checkbox", { name: "Ciencias básicas" }));
      await waitFor(
        () => expect(saves().at(-1)).toEqual({ section: "career-world", answers: { areas: ["ciencias de la salud", "ciencias básicas"] } }),
        {
          timeout: 2000,
        },
      );

      await userEvent.click(screen.getByRole("button", { name: "Siguiente" }));
      expect(screen.getByRole("heading", { name: "Paso 3 de 3: actividades" })).toHaveFocus();
      for (const name of ["Aprender primeros auxilios", "Hacer voluntariado", "Ver videos de ciencia", "Cuidar animales", "Programar"])
        await userEvent.click(screen.getByRole("checkbox", { name }));
      // Five at most: the others wait.
      expect(screen.getByText("Elegiste 5 de 5 como máximo.")).toBeInTheDocument();
      expect(screen.getByRole("checkbox", { name: "Dibujar" })).toBeDisabled();
      await waitFor(
        () =>
          expect(saves().at(-1)).toEqual({
            section: "activities-of-interest",
            answers: { selected: ["first-aid", "volunteer", "videos-science", "pets", "code"] },
          }),
        { timeout: 2000 },
      );
      await userEvent.click(screen.getByRole("button", { name: "Ver mi resultado" }));
      await waitFor(() => expect(push).toHaveBeenCalledWith("/orientacion-vocacional/resultado-proceso-vocacional"));
    },
  );

  it("quien omite los dos pasos llega a su resultado sin guardar elecciones", async () => {
    renderTest();
    await act(async () => api.answerProcess(quickProcess()));
    await userEvent.click(await screen.findByRole("button", { name: "Omitir" }));
    expect(screen.getByRole("heading", { name: "Paso 3 de 3: actividades" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Omitir" }));
    await waitFor(() => expect(push).toHaveBeenCalledWith("/orientacion-vocacional/resultado-proceso-vocacional"));
    expect(saves().filter((s) => s.section !== "professional-interest")).toEqual([]);
  });

  it("al volver, lo que eligió sigue marcado y retoma en el primer paso sin responder", async () => {
    renderTest();
    await act(async () => api.answerProcess(quickProcess({ "career-world": { areas: ["ingeniería"] } })));
    expect(await screen.findByRole("heading", { name: "Paso 3 de 3: actividades" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Anterior" }));
    expect(screen.getByRole("checkbox", { name: "Ingeniería y tecnología" })).toBeChecked();
  });

  it("«Complétalo aquí» del resultado (?paso=actividades) abre ese paso, aunque el de áreas también esté sin responder", async () => {
    window.history.pushState({}, "", "/orientacion-vocacional/intereses-profesionales?paso=actividades");
    try {
      renderTest();
      await act(async () => api.answerProcess(quickProcess()));
      expect(await screen.findByRole("heading", { name: "Paso 3 de 3: actividades" })).toBeInTheDocument();
    } finally {
      window.history.pushState({}, "", "/");
    }
  });

  it("un cliente que guardó las frases antes de las de control: se le piden antes de los pasos", async () => {
    const { rv1: _r, sv1: _s, ev1: _e, ...withoutChecks } = allAnswered;
    renderTest();
    await act(async () =>
      api.answerProcess(
        new Response(
          JSON.stringify({
            data: {
              sections: [],
              process: {
                id: "proc-1",
                sections: {
                  "professional-interest": {
                    key: "professional-interest",
                    status: "completed",
                    answers: withoutChecks,
                    position: 36,
                    mode: "quick",
                  },
                },
              },
            },
          }),
          { status: 200, headers: { "content-type": "application/json" } },
        ),
      ),
    );
    expect(await screen.findByText("Trabajar sin usar herramientas ni máquinas.")).toBeInTheDocument();
  });

  it("sus elecciones guardadas se leen solo si son opciones válidas; retoma en el primer paso vacío", () => {
    const saved = savedQuickChoices({
      "career-world": { answers: { areas: ["negocios", "no-existe", 3] } },
      "activities-of-interest": { answers: {} },
    });
    expect(saved).toEqual({ "career-world": ["negocios"], "activities-of-interest": [] });
    expect(firstOpenStep(saved)).toBe(1);
    expect(firstOpenStep({ "career-world": [], "activities-of-interest": ["code"] })).toBe(0);
    expect(firstOpenStep({ "career-world": ["negocios"], "activities-of-interest": ["code"] })).toBe(2);
  });
});
