import { test as base, expect } from "@playwright/test";
import { resendOnStaleSocket } from "../../e2e/stale-socket";

/**
 * The hostile suite's `test`: Playwright's own, with its request clients sending a request again
 * once when the server had closed the kept-alive socket just as it was reused (e2e/stale-socket.ts).
 * Raw sockets (`http`, `net`) and the fuzz's own fetch are untouched.
 */
export const test = base.extend({
  page: async ({ page }, provide) => {
    resendOnStaleSocket(page.request);
    await provide(page);
  },
  request: async ({ request }, provide) => {
    resendOnStaleSocket(request);
    await provide(request);
  },
});

export { expect };
