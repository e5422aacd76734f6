import { appUrl } from "@/lib/config/env";
import { metricsBatchSchema } from "@/lib/contracts/metrics";
import { dataResponse, handler } from "@/lib/server/handler/handler";
import { VISITOR_COOKIE } from "@/lib/server/metrics/context";
import { ingestEvents } from "@/lib/server/metrics/ingest";

/**
 * `POST /api/metrics/events`: a batch of page changes and named events from the browser
 * (JSON or the text/plain body of navigator.sendBeacon) → 202 `{data:{accepted}}`.
 */
export const POST = handler({ auth: "optional", body: metricsBatchSchema }, async ({ req, client, body, user }) => {
  const host = req.headers.get("host") ?? new URL(req.url).host;
  const { accepted, cookie } = await ingestEvents(client, { host, visitorCookieSent: req.cookies.has(VISITOR_COOKIE) }, body, user);
  const response = dataResponse({ accepted }, 202);
  if (cookie) {
    response.cookies.set(cookie.name, cookie.value, {
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      maxAge: cookie.maxAge,
      secure: appUrl().startsWith("https://"),
    });
  }
  return response;
});
