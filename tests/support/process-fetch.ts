import { vi } from "vitest";

/** A request a component under test made through `fetch`. */
export type Call = { url: string; method: string; body: unknown };

/**
 * Stubs `fetch` for a test section's shell: `GET /api/vocational` waits until the test
 * answers it with `answerProcess(response)`; every other call (the saves) answers `{data: {}}`.
 * Every call is recorded in `calls`. Undo with `vi.unstubAllGlobals()`.
 */
export function stubProcessFetch() {
  const api = { calls: [] as Call[], answerProcess: (() => {}) as (response: Response) => void };
  vi.stubGlobal(
    "fetch",
    vi.fn((url: string, init: RequestInit = {}) => {
      api.calls.push({ url, method: init.method ?? "GET", body: init.body ? JSON.parse(String(init.body)) : null });
      if (url === "/api/vocational") return new Promise<Response>((resolve) => (api.answerProcess = resolve));
      return Promise.resolve(new Response(JSON.stringify({ data: {} }), { status: 200, headers: { "content-type": "application/json" } }));
    }),
  );
  return api;
}
