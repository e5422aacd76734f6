import { gunzipSync } from "node:zlib";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { POST as postEvents } from "@/app/api/metrics/events/route";
import { resetEnvCache } from "@/lib/config/env";
import { recordServerEvent } from "@/lib/server/metrics";
import { flushPosthog, resetPosthog } from "@/lib/server/metrics/posthog";
import { callRoute } from "../support/http";

const HOST = "https://ph.rumbo.test";
type Captured = { event: string; distinct_id: string; properties: Record<string, unknown> };
let batches: Captured[][] = [];
let failing = false;

const server = setupServer(
  http.post(`${HOST}/batch/`, async ({ request }) => {
    const raw = Buffer.from(await request.arrayBuffer());
    const text = request.headers.get("content-encoding") === "gzip" ? gunzipSync(raw).toString() : raw.toString();
    batches.push(JSON.parse(text).batch);
    return failing ? new HttpResponse("boom", { status: 500 }) : HttpResponse.json({ status: 1 });
  }),
);

const send = (body: unknown, headers: Record<string, string> = {}) =>
  callRoute(postEvents, {
    method: "POST",
    path: "/api/metrics/events",
    body,
    headers: { "x-forwarded-for": `10.77.0.${Math.floor(Math.random() * 250) + 1}`, ...headers },
  });

beforeAll(() => server.listen({ onUnhandledRequest: "bypass" }));
afterEach(async () => {
  await resetPosthog();
  delete process.env.POSTHOG_KEY;
  delete process.env.POSTHOG_HOST;
  resetEnvCache();
  batches = [];
  failing = false;
});
afterAll(() => server.close());

function enable() {
  process.env.POSTHOG_KEY = "phc_test_key";
  process.env.POSTHOG_HOST = HOST;
  resetEnvCache();
}

describe("reenvío a PostHog", () => {
  it("apagado por defecto: nada sale", async () => {
    expect((await send({ events: [{ type: "page_change", path: "/" }] })).status).toBe(202);
    await flushPosthog();
    expect(batches).toEqual([]);
  });

  it("con POSTHOG_KEY: páginas como $pageview y eventos con su nombre, visitante anónimo y campaña", async () => {
    enable();
    const res = await send(
      {
        events: [
          { type: "page_change", path: "/carreras" },
          { type: "event", name: "pricing_viewed", path: "/precios", props: { plan: "anual" } },
        ],
      },
      { cookie: "rumbo_vid=AAAAAAAAAAAAAAAAAAAAAA; rumbo_ref=feria; exp=a" },
    );
    expect(res.status).toBe(202);
    await recordServerEvent("order_approved", { campaign: "feria", props: { plan: "anual" } }); // no one to attribute: not forwarded
    await flushPosthog();
    const events = batches.flat();
    expect(events.map((e) => [e.event, e.distinct_id])).toEqual([
      ["$pageview", "v:AAAAAAAAAAAAAAAAAAAAAA"],
      ["pricing_viewed", "v:AAAAAAAAAAAAAAAAAAAAAA"],
    ]);
    expect(events[1].properties).toMatchObject({ plan: "anual", $pathname: "/precios", campaign: "feria", exp: "a" });
  });

  it("PostHog caído: la solicitud igual responde 202 sin esperar", async () => {
    enable();
    failing = true;
    const started = Date.now();
    const res = await send({ events: [{ type: "page_change", path: "/" }] }, { cookie: "rumbo_vid=BBBBBBBBBBBBBBBBBBBBBB" });
    expect(res.status).toBe(202);
    expect(Date.now() - started).toBeLessThan(2_000);
    await expect(flushPosthog()).resolves.toBeUndefined();
  });
});
