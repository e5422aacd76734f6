import path from "node:path";
import { defineConfig } from "vitest/config";

const root = path.resolve(__dirname, "..");
/** `npm run bench:recovery`: the recovery benchmark alone (no database: the catalogue is read from data/). */
export default defineConfig({
  root,
  resolve: { alias: { "@": root, "server-only": path.resolve(root, "tests/support/empty-module.ts") } },
  test: { environment: "node", include: ["bench/recovery.run.ts", "bench/heldout.run.ts"], testTimeout: 600_000 },
});
