import path from "node:path";
import { defineConfig } from "vitest/config";

const root = path.resolve(__dirname, "..");
/**
 * `npm run bench:guidance`: the persona benchmark on a seeded in-memory PGlite, in-process, and the
 * recovery benchmark (bench/recovery.ts) beside it.
 */
export default defineConfig({
  root,
  resolve: { alias: { "@": root, "server-only": path.resolve(root, "tests/support/empty-module.ts") } },
  test: {
    environment: "node",
    env: { TRUST_PROXY: "1" },
    include: ["bench/**/*.run.ts"],
    globalSetup: ["tests/support/global-db.ts"],
    setupFiles: ["tests/support/setup-db.ts"],
    testTimeout: 1_800_000,
    hookTimeout: 300_000,
  },
});
