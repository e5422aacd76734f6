import type { Page } from "@playwright/test";
import { isStaleSocket } from "../stale-socket";

/** The local provider of e2e/support/oauth-provider.mjs. */
export const oauthProvider = `http://127.0.0.1:${process.env.E2E_OAUTH_PORT || "3398"}`;

/**
 * The person the provider returns for this page's next social log-in. Rumbo's start
 * (`/api/auth/oauth/{provider}`) answers with a redirect to the provider carrying a `state`; that
 * state is tied to `userinfo` at the provider before the browser follows the redirect. (Playwright
 * does not route requests reached through a redirect, so the provider's own page cannot be used.)
 */
export async function provideSocialUser(page: Page, userinfo: Record<string, unknown>) {
  await page.route(
    (url) => /^\/api\/auth\/oauth\/(google|facebook)$/.test(url.pathname),
    async (route) => {
      // Once again on a new connection when the kept-alive socket had just been closed by the
      // server while idle (as a browser does; e2e/stale-socket.ts).
      const response = await route
        .fetch({ maxRedirects: 0 })
        .catch((error: unknown) => (isStaleSocket(error) ? route.fetch({ maxRedirects: 0 }) : Promise.reject(error)));
      const location = response.headers()["location"];
      const state = location ? new URL(location).searchParams.get("state") : null;
      if (!state) throw new Error(`Rumbo no redirigió al proveedor con un state (${response.status()} ${location ?? "sin Location"})`);
      const res = await fetch(`${oauthProvider}/__rumbo/userinfo`, { method: "POST", body: JSON.stringify({ state, userinfo }) });
      if (!res.ok) throw new Error(`el proveedor de prueba no aceptó el usuario: ${res.status} ${await res.text()}`);
      await route.fulfill({ response });
    },
  );
}
