import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";

/** Default handlers of the main API used by the browser-helper tests; tests add their own. */
export const mainApiHandlers = [
  http.get("*/api/plans", () =>
    HttpResponse.json({
      data: [
        {
          id: 1,
          slug: "autoguiado",
          name: "Plan autoguiado",
          priceCents: 9500,
          currency: "PEN",
          period: "unico",
          sessions: 0,
          days: 365,
          features: ["Plataforma completa y coach digital"],
        },
        {
          id: 2,
          slug: "especializado-2",
          name: "Plan especializado · 2 sesiones",
          priceCents: 18000,
          currency: "PEN",
          period: "mes",
          sessions: 2,
          days: 30,
          features: ["2 sesiones en vivo"],
        },
        {
          id: 3,
          slug: "especializado-4",
          name: "Plan especializado · 4 sesiones",
          priceCents: 29000,
          currency: "PEN",
          period: "mes",
          sessions: 4,
          days: 30,
          features: ["4 sesiones en vivo"],
        },
      ],
    }),
  ),
  // The pricing cards' payment options (components/payments/use-payment-options.ts).
  http.get("*/api/payment/options", () => HttpResponse.json({ data: { card: "live", current: null, pending: [] } })),
  // The signed-in student's saved institutions, read after hydration (components/catalogue/use-saved-institutions.ts).
  http.get("*/api/student/institutions", () => HttpResponse.json({ data: [] })),
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
