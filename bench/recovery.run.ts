/** `npm run bench:guidance` runs this with the persona benchmark: the recovery figures, written to reports/. */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { it } from "vitest";
import { runRecovery } from "./recovery";

it("recovery benchmark", () => {
  const report = runRecovery({ draws: Number(process.env.BENCH_DRAWS ?? 12), only: process.env.BENCH_ONLY });
  mkdirSync(path.resolve("reports"), { recursive: true });
  writeFileSync(path.resolve(process.env.BENCH_RECOVERY_OUT ?? "reports/bench-recovery.json"), JSON.stringify(report, null, 2));
});
