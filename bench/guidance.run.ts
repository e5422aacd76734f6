/**
 * The persona benchmark in-process: the same HTTP requests, built as `Request`s and handed to the
 * app's route handlers (as the API tests do), on the seeded PGlite of tests/support/global-db.ts.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { it } from "vitest";
import { POST as register } from "@/app/api/auth/register/route";
import { GET as getVocational } from "@/app/api/vocational/route";
import { GET as getQuestions } from "@/app/api/vocational/questions/[id]/route";
import { PUT as putProgress } from "@/app/api/vocational/progress/[id]/route";
import { GET as getResult } from "@/app/api/vocational/progress/result/route";
import { callRoute } from "../tests/support/http";
import { runBench, type Caller } from "./guidance";

const routes: [RegExp, string, Parameters<typeof callRoute>[0], (m: RegExpMatchArray) => Record<string, string>][] = [
  [/^\/api\/auth\/register$/, "POST", register, () => ({})],
  [/^\/api\/vocational$/, "GET", getVocational, () => ({})],
  [/^\/api\/vocational\/questions\/([^/?]+)/, "GET", getQuestions, (m) => ({ id: m[1] })],
  [/^\/api\/vocational\/progress\/result$/, "GET", getResult, () => ({})],
  [/^\/api\/vocational\/progress\/([^/?]+)$/, "PUT", putProgress, (m) => ({ id: m[1] })],
];

const call: Caller = async (method, urlPath, body, headers) => {
  const pathname = urlPath.split("?")[0];
  for (const [re, m, handler, params] of routes) {
    const match = pathname.match(re);
    if (match && m === method) return callRoute(handler, { method, path: urlPath, body, headers, params: params(match) });
  }
  throw new Error(`sin ruta para ${method} ${urlPath}`);
};

it("persona benchmark", async () => {
  const report = await runBench(call, {
    seeds: Number(process.env.BENCH_SEEDS ?? 3),
    target: "in-process (PGlite sembrado)",
    only: process.env.BENCH_ONLY,
  });
  mkdirSync(path.resolve("reports"), { recursive: true });
  writeFileSync(path.resolve(process.env.BENCH_OUT ?? "reports/bench-guidance.json"), JSON.stringify(report, null, 2));
});
