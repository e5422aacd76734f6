import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { UniversityModal } from "@/components/catalogue/university-modal";
import { useModalsStore } from "@/stores/modals";
import { server } from "../support/msw/server";

const refresh = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));

const card = (id: number, name: string) => ({
  id,
  name,
  type: "universidad",
  logo: null,
  username: `u-${id}`,
  sentence: null,
  checked: false,
  shortName: null,
  gestion: "publica",
  region: { slug: "lima", name: "Lima" },
  province: null,
  district: null,
  licence: { status: "licenciada", label: "Licenciada por SUNEDU", dataCut: "2022-08-17", source: "SUNEDU" },
  careerCount: 3,
});
const items = Array.from({ length: 7 }, (_, i) => card(i + 1, `Universidad Número ${i + 1}`));
let saved: number[] | null = null;

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
afterEach(() => {
  server.resetHandlers();
  act(() => useModalsStore.getState().closeAll());
  saved = null;
});

function useApi() {
  server.use(
    http.get("*/api/institution", () => HttpResponse.json({ data: { items, total: items.length, page: 1, perPage: 12, pages: 1 } })),
    http.post("*/api/student/institutions", async ({ request }) => {
      saved = ((await request.json()) as { institutionIds: number[] }).institutionIds;
      return HttpResponse.json({ data: items.filter((i) => saved!.includes(i.id)).map((i) => ({ ...i, checked: true })) });
    }),
  );
}

describe("modal de universidades", () => {
  it("'Guardar' está deshabilitado sin selección; muestra el conteo y como máximo 5 logos; guarda en el servidor", async () => {
    useApi();
    const user = userEvent.setup();
    render(<UniversityModal />);
    act(() => useModalsStore.getState().open("university"));
    const dialog = await screen.findByRole("dialog", { name: "Elige universidades e institutos" });
    const save = within(dialog).getByRole("button", { name: "Guardar" });
    expect(save).toBeDisabled();
    expect(within(dialog).getByText("0 seleccionadas")).toBeInTheDocument();

    const boxes = await within(dialog).findAllByRole("checkbox");
    expect(boxes).toHaveLength(7);
    await user.click(boxes[0]);
    expect(within(dialog).getByText("1 seleccionada")).toBeInTheDocument();
    expect(save).toBeEnabled();
    for (const box of boxes.slice(1)) await user.click(box);
    expect(within(dialog).getByText("7 seleccionadas")).toBeInTheDocument();
    expect(within(dialog).getAllByTestId("selected-logo")).toHaveLength(5);

    await user.click(boxes[6]);
    expect(within(dialog).getByText("6 seleccionadas")).toBeInTheDocument();
    await user.click(save);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(saved).toEqual([1, 2, 3, 4, 5, 6]);
    expect(refresh).toHaveBeenCalled();
  });
});
