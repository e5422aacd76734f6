import { http, HttpResponse } from "msw";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { server } from "../support/msw/server";

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
  localStorage.clear();
});
afterAll(() => server.close());

const PROCESS = "11111111-1111-4111-8111-111111111111";

async function freshQueue() {
  vi.resetModules();
  return (await import("@/components/vocational/answer-queue")).answerQueue;
}

describe("cola de respuestas del test", () => {
  it("junta las respuestas de una sección en un envío y las borra del equipo al guardarse", async () => {
    const bodies: unknown[] = [];
    server.use(
      http.put(`*/api/vocational/progress/${PROCESS}`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ data: {} });
      }),
    );
    const queue = await freshQueue();
    const statuses: string[] = [];
    queue.subscribe((s) => statuses.push(s));
    queue.save({ kind: "process", id: PROCESS }, { section: "professional-interest", answers: { r1: 5 }, position: 1, mode: "quick" });
    queue.save({ kind: "process", id: PROCESS }, { section: "professional-interest", answers: { i1: 4 }, position: 2 });
    expect(JSON.parse(localStorage.getItem("rumbo_vocational_queue")!)).toHaveLength(1);
    await queue.flush();
    expect(bodies).toEqual([{ data: { section: "professional-interest", answers: { r1: 5, i1: 4 }, position: 2, mode: "quick" } }]);
    expect(JSON.parse(localStorage.getItem("rumbo_vocational_queue")!)).toEqual([]);
    expect(statuses.at(-1)).toBe("saved");
  });

  it("sin conexión guarda en el equipo y envía al volver en línea", async () => {
    const bodies: unknown[] = [];
    server.use(
      http.put(`*/api/vocational/progress/${PROCESS}`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ data: {} });
      }),
    );
    const queue = await freshQueue();
    const statuses: string[] = [];
    queue.subscribe((s) => statuses.push(s));
    const onLine = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    queue.save({ kind: "process", id: PROCESS }, { section: "personality", answers: { o1: 3 } });
    await queue.flush();
    expect(bodies).toEqual([]);
    expect(statuses).toContain("offline");
    expect(queue.pendingAnswers({ kind: "process", id: PROCESS }, "personality")?.answers).toEqual({ o1: 3 });
    onLine.mockReturnValue(true);
    await queue.flush();
    expect(bodies).toEqual([{ data: { section: "personality", answers: { o1: 3 } } }]);
  });

  it("lo guardado en el equipo de una visita anterior se envía en la siguiente", async () => {
    const bodies: unknown[] = [];
    server.use(
      http.put(`*/api/vocational/progress/${PROCESS}`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ data: {} });
      }),
    );
    localStorage.setItem(
      "rumbo_vocational_queue",
      JSON.stringify([{ target: { kind: "process", id: PROCESS }, data: { section: "personality", answers: { c1: 2 } } }]),
    );
    const queue = await freshQueue();
    queue.subscribe(() => {});
    await queue.flush();
    expect(bodies).toEqual([{ data: { section: "personality", answers: { c1: 2 } } }]);
  });

  it("al salir de la página espera el envío en curso y manda también la última respuesta", async () => {
    const bodies: { data: { answers: Record<string, number> } }[] = [];
    server.use(
      http.put(`*/api/vocational/progress/${PROCESS}`, async ({ request }) => {
        await new Promise((r) => setTimeout(r, 50));
        bodies.push((await request.json()) as (typeof bodies)[number]);
        return HttpResponse.json({ data: {} });
      }),
    );
    const queue = await freshQueue();
    queue.subscribe(() => {});
    queue.save({ kind: "process", id: PROCESS }, { section: "professional-interest", answers: { c5: 2 } });
    const first = queue.flush();
    queue.save({ kind: "process", id: PROCESS }, { section: "professional-interest", answers: { e5: 4 } });
    expect(await queue.drain()).toBe(true);
    await first;
    const sent = Object.assign({}, ...bodies.map((b) => b.data.answers));
    expect(sent).toEqual({ c5: 2, e5: 4 });
  });

  it("un error del servidor se reintenta; un 400 no se reintenta para siempre", async () => {
    let calls = 0;
    server.use(
      http.put(`*/api/vocational/progress/${PROCESS}`, () => {
        calls++;
        return calls === 1
          ? HttpResponse.json({ message: "Caído", code: "unavailable" }, { status: 503 })
          : HttpResponse.json({ data: {} });
      }),
    );
    const queue = await freshQueue();
    queue.subscribe(() => {});
    queue.save({ kind: "process", id: PROCESS }, { section: "personality", answers: { o1: 3 } });
    await queue.flush();
    expect(queue.pendingAnswers({ kind: "process", id: PROCESS }, "personality")).not.toBeNull();
    await queue.flush();
    expect(calls).toBe(2);
    expect(queue.pendingAnswers({ kind: "process", id: PROCESS }, "personality")).toBeNull();

    server.use(
      http.put(`*/api/vocational/progress/${PROCESS}`, () =>
        HttpResponse.json({ message: "Revisa las respuestas enviadas.", code: "validation" }, { status: 400 }),
      ),
    );
    const messages: (string | undefined)[] = [];
    queue.subscribe((_s, m) => messages.push(m));
    queue.save({ kind: "process", id: PROCESS }, { section: "nps", answers: { score: 3 } });
    await queue.flush();
    expect(queue.pendingAnswers({ kind: "process", id: PROCESS }, "nps")).toBeNull();
    expect(messages).toContain("Revisa las respuestas enviadas.");
  });
});
