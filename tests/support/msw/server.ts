import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";

/** Default handlers of the main API used by the browser-helper tests; tests add their own. */
export const mainApiHandlers = [
  // The metrics sender (lib/api/metrics.ts) of components that call track().
  http.post("*/api/metrics/events", () => HttpResponse.json({ data: { accepted: 1 } }, { status: 202 })),
  http.get("*/api/school", ({ request }) => {
    const search = new URL(request.url).searchParams.get("search") ?? "";
    const all = [
      { id: 1, name: "Nicolás de Piérola", district: "El Agustino", province: "Lima", department: "Lima", code: "0334672" },
      { id: 2, name: "José Carlos Mariátegui", district: "El Agustino", province: "Lima", department: "Lima", code: "0336586" },
    ];
    return HttpResponse.json({ data: all.filter((s) => s.name.toLowerCase().includes(search.toLowerCase())) });
  }),
];

export const server = setupServer(...mainApiHandlers);
