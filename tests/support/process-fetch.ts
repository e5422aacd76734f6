import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";

/** A request a component under test made to the API. */
export type Call = { url: string; method: string; body: unknown };

type Reply = { response: Response; served: () => void };
const state = {
  calls: [] as Call[],
  /** Requests for the process still without an answer, and answers given before their request. */
  waiting: [] as Array<(reply: Reply) => void>,
  early: [] as Reply[],
};

/** The API as msw serves it: the components call it through lib/api's axios client. */
const server = setupServer(
  http.all("*/api/*", async ({ request }) => {
    const path = new URL(request.url).pathname;
    const text = request.method === "GET" ? "" : await request.text();
    state.calls.push({ url: path, method: request.method, body: text ? JSON.parse(text) : null });
    if (request.method !== "GET" || path !== "/api/vocational") return HttpResponse.json({ data: {} });
    const reply = state.early.shift() ?? (await new Promise<Reply>((resolve) => state.waiting.push(resolve)));
    reply.served();
    return reply.response;
  }),
);
let listening = false;

/**
 * The API of a test section's shell, fresh for each test: `GET /api/vocational` waits until the
 * test answers it with `answerProcess(response)`; every other call (the saves) answers
 * `{data: {}}`. Every call is recorded in `calls`, with its URL as a path. `answerProcess` resolves
 * once the answer has been handed to the component's request and delivered (inside the caller's `act`).
 */
export function stubProcessFetch() {
  if (!listening) {
    server.listen({ onUnhandledRequest: "error" });
    listening = true;
  }
  state.calls = [];
  state.waiting = [];
  state.early = [];
  return {
    get calls() {
      return state.calls;
    },
    async answerProcess(response: Response) {
      const served = new Promise<void>((resolve) => {
        const reply = { response, served: resolve };
        const waiter = state.waiting.shift();
        if (waiter) waiter(reply);
        else state.early.push(reply);
      });
      await served;
      // The XHR delivers the answer in later tasks; the component then sets its state.
      for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 5));
    },
  };
}
