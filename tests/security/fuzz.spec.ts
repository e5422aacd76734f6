import http from "node:http";
import fc from "fast-check";
import { isStaleSocket } from "../../e2e/stale-socket";
import { expect, test } from "./fixtures";
import { clientAddress, discoverRoutes, fillPath, leakIn, registerStudent } from "./support";

/**
 * At least 300 fuzzed requests per API route and method (bodies for POST/PUT/PATCH/DELETE,
 * queries for GET, hostile path parameters for both), authenticated as a real student so the
 * bodies reach validation: not one 5xx, and no hash, stack trace or SQL in any answer.
 */
const PER_ROUTE = Math.max(300, Number(process.env.SECURITY_FUZZ_RUNS) || 300);
const CONCURRENCY = 8;

const hostileStrings = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom(
    "\u0000",
    "a\u0000b",
    "\ud800",
    "x\udfff",
    "toString",
    "constructor",
    "__proto__",
    "hasOwnProperty",
    "valueOf",
    "' OR 1=1 --",
    "<img src=x onerror=alert(1)>",
    "../../etc/passwd",
    "%00",
    "%zz",
    "9".repeat(40),
    "2147483648",
    "-1",
    "1e309",
    "NaN",
    "",
    " ",
    "a".repeat(5000),
  ),
);
const hostileValues: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    hostileStrings,
    fc.integer(),
    fc.double(),
    fc.constantFrom(2147483648, -2147483649, Number.MAX_SAFE_INTEGER, 0, -0, 1e308),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(hostileStrings, tie("value"), { maxKeys: 4 }),
  ),
})).value;

/** Field names the app's schemas use, so fuzzed bodies often get past the first checks. */
const knownKeys = fc.constantFrom(
  "user",
  "password",
  "email",
  "name",
  "surname",
  "role",
  "phone",
  "countryIso",
  "accepted",
  "currentPassword",
  "token",
  "code",
  "schoolId",
  "careers",
  "data",
  "section",
  "answers",
  "institutionId",
  "institution_id",
  "career_id",
  "referenceId",
  "origin",
  "description",
  "grade",
  "birthday",
  "id",
  "slug",
  "type",
  "page",
  "search",
  "allianceId",
  "toString",
  "constructor",
  "__proto__",
);
const bodies = fc.oneof(
  fc.dictionary(fc.oneof(knownKeys, hostileStrings), hostileValues, { maxKeys: 8 }).map((o) => JSON.stringify(o)),
  hostileValues.map((v) => JSON.stringify(v) ?? "null"),
  fc.constantFrom(
    "{",
    "[",
    '{"a":',
    "\u0000",
    '{"__proto__":{"isAdmin":true}}',
    '{"data":{"section":"vocation","answers":{"text":"\\ud800"}}}',
    "nul\u0000l",
    "",
  ),
);
const queries = fc.dictionary(fc.oneof(knownKeys, hostileStrings), fc.oneof(hostileStrings, fc.integer().map(String)), { maxKeys: 5 });
const paramValues = fc.oneof(
  fc.constantFrom(
    "1",
    "0",
    "-1",
    "2147483648",
    "99999999999999999999",
    "abc",
    "%00",
    "%ED%A0%80",
    "..",
    "null",
    "undefined",
    "1e3",
    "a".repeat(300),
  ),
  fc.string({ maxLength: 30 }).map(encodeURIComponent),
);

function queryString(q: Record<string, string>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) params.append(k, v);
  const s = params.toString();
  return s ? `?${s}` : "";
}

/**
 * One request on Node's http client, kept-alive sockets shared by the group: what the fuzz needs (a
 * status and the text) at about half the client CPU of fetch. It asks for no compression: the
 * answers are read as they are, and gzip of a few hundred bytes cost both sides more than the rest
 * of the request's handling on the client (29-11-2026, docs/ci.md).
 */
function send(url: URL, method: string, headers: Record<string, string>, body: string | undefined, agent: http.Agent) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    // A length, as fetch sent for a text body (not chunked).
    const sized = body === undefined ? headers : { ...headers, "content-length": String(Buffer.byteLength(body)) };
    const request = http.request(url, { method, headers: sized, agent, timeout: 60_000 }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8") }));
      response.on("error", reject);
    });
    request.on("timeout", () => request.destroy(new Error("sin respuesta en 60 s")));
    request.on("error", reject);
    request.end(body);
  });
}

async function pool<T>(items: T[], size: number, fn: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: size }, async () => {
      while (next < items.length) await fn(items[next++]);
    }),
  );
}

const routes = discoverRoutes().filter((r) => !r.pattern.startsWith("/api/auth/oauth"));

test.describe.configure({ mode: "parallel" });
// A trace would record every one of the thousands of requests: the test runner, not the server,
// became the bottleneck.
test.use({ trace: "off" });

// Six groups, so that no one test runs for most of the suite: two run at a time (the suite's
// workers). On a loaded CI machine a group of half the routes came near its 15-minute bound, and
// on a machine half as fast (28-11-2026) a group of a quarter took 14.5 minutes.
const GROUPS = 6;
for (let group = 0; group < GROUPS; group++) {
  test(`fuzz: ${PER_ROUTE}+ peticiones por ruta y método, ningún 5xx (grupo ${group + 1} de ${GROUPS})`, async ({ request, baseURL }) => {
    const base = baseURL!;
    // npm test runs this suite while the journeys run on their own server: the cores are shared.
    test.setTimeout(900_000);
    const student = await registerStudent(request);
    const mine = routes.filter((_, i) => i % GROUPS === group);
    const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
    const failures: string[] = [];
    let total = 0;
    for (const route of mine) {
      for (const method of route.methods) {
        const seed = route.pattern.length * 31 + method.length;
        const cases = fc.sample(fc.tuple(bodies, queries, fc.array(paramValues, { minLength: 3, maxLength: 3 }), fc.boolean()), {
          numRuns: PER_ROUTE,
          seed,
        });
        await pool(cases, CONCURRENCY, async ([body, query, params, withAuth]) => {
          // Path segments are sent as generated, already percent-encoded (hostile escapes included).
          const values = Object.fromEntries(route.params.map((p, i) => [p, params[i % 3].slice(0, 300)]));
          const url = `${fillPath(route.pattern, values, true)}${method === "GET" ? queryString(query) : ""}`;
          const headers: Record<string, string> = { "x-forwarded-for": clientAddress(), "content-type": "application/json" };
          if (withAuth) Object.assign(headers, student.auth);
          let res: { status: number; text: string } | undefined;
          for (let attempt = 0; !res; attempt++) {
            try {
              res = await send(new URL(url, base), method, headers, method === "GET" ? undefined : body, agent);
            } catch (error) {
              // A stale kept-alive socket: once more on a new connection; anything else is a failure.
              if (attempt === 0 && isStaleSocket(error)) continue;
              failures.push(`${method} ${url}: sin respuesta (${String(error).slice(0, 120)})`);
              return;
            }
          }
          total += 1;
          const { status, text } = res;
          if (status >= 500) failures.push(`${method} ${url} ← ${body.slice(0, 120)} → ${status} ${text.slice(0, 200)}`);
          const leak = leakIn(text);
          if (leak) failures.push(`${method} ${url} filtra ${leak}: ${text.slice(0, 200)}`);
        });
      }
    }
    agent.destroy();
    expect(failures, failures.slice(0, 20).join("\n")).toEqual([]);
    expect(total).toBeGreaterThanOrEqual(mine.reduce((n, r) => n + r.methods.length, 0) * PER_ROUTE);
  });
}
