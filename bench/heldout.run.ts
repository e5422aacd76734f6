/** `npm run bench:guidance` runs this beside the recovery and persona benchmarks: the held-out figures, written to reports/. */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { it } from "vitest";
import { runHeldout } from "./heldout";

it("held-out benchmark", () => {
  const report = runHeldout({ perSeed: Number(process.env.BENCH_HELDOUT_PER_SEED ?? 4) });
  mkdirSync(path.resolve("reports"), { recursive: true });
  writeFileSync(path.resolve(process.env.BENCH_HELDOUT_OUT ?? "reports/bench-heldout.json"), JSON.stringify(report, null, 2));
});
