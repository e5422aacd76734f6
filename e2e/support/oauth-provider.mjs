#!/usr/bin/env node
/**
 * The local OAuth 2 / OpenID Connect provider the social log-in journeys run against
 * (oauth2-mock-server), one process for the whole Playwright run, so that the phone and the
 * desktop projects can use it at the same time. Started by playwright.config.ts on
 * E2E_OAUTH_PORT (3398); the e2e server points Google and Facebook at it.
 *
 * Which person a log-in returns is chosen per log-in: a journey posts
 * `{ state, userinfo }` to `/__rumbo/userinfo` for the `state` of its own authorize request
 * (e2e/support/social.ts does it), and the provider follows that state through the code and the
 * access token to the userinfo answer.
 */
import { randomUUID } from "node:crypto";
import http from "node:http";
import { OAuth2Server } from "oauth2-mock-server";

const port = Number(process.env.E2E_OAUTH_PORT || 3398);
const provider = new OAuth2Server();
await provider.issuer.keys.generate("RS256");
provider.issuer.url = `http://127.0.0.1:${port}`;

const userinfoByState = new Map();
const stateByCode = new Map();
const stateByToken = new Map();

// The mock signs tokens from their claims alone: two log-ins in the same second (the phone and the
// desktop projects run at once) got the same access token, and one journey the other's person.
// A random `jti` makes each token its own.
provider.service.on("beforeTokenSigning", (token) => {
  token.payload.jti = randomUUID();
});
provider.service.on("beforeAuthorizeRedirect", (redirect, req) => {
  const code = redirect.url.searchParams.get("code");
  const state = typeof req.query.state === "string" ? req.query.state : null;
  if (code && state) stateByCode.set(code, state);
});
provider.service.on("beforeResponse", (response, req) => {
  const state = stateByCode.get(req.body?.code);
  if (state && response.body?.access_token) stateByToken.set(response.body.access_token, state);
});
provider.service.on("beforeUserinfo", (response, req) => {
  const token = (req.headers.authorization ?? "").replace(/^Bearer\s+/i, "");
  const userinfo = userinfoByState.get(stateByToken.get(token));
  if (userinfo) response.body = userinfo;
  else {
    // No person was provided for this log-in: fail loudly instead of the mock's default user.
    response.statusCode = 401;
    response.body = { error: "invalid_token" };
  }
});

const server = http.createServer((req, res) => {
  if (req.method === "POST" && req.url === "/__rumbo/userinfo") {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      try {
        const { state, userinfo } = JSON.parse(body);
        if (typeof state !== "string" || !userinfo || typeof userinfo !== "object") throw new Error("state y userinfo son obligatorios");
        userinfoByState.set(state, userinfo);
        res.writeHead(204).end();
      } catch (error) {
        res.writeHead(400, { "content-type": "text/plain" }).end(String(error));
      }
    });
    return;
  }
  provider.service.requestHandler(req, res);
});
server.listen(port, "127.0.0.1", () => console.log(`proveedor OAuth de prueba en ${provider.issuer.url}`));
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.close(() => process.exit(0)));
