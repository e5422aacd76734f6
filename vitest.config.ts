import os from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = {
  "@": path.resolve(__dirname),
  // `server-only` throws outside React Server Components; in tests the server code runs in Node.
  "server-only": path.resolve(__dirname, "tests/support/empty-module.ts"),
};

export default defineConfig({
  resolve: { alias },
  esbuild: { jsx: "automatic" },
  test: {
    // Vitest's default in `run` is one worker less than the cores: a single one on CI's 2 cores,
    // where the main process mostly waits. Two there took the PGlite run from ~264 s to ~179 s.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      {
        resolve: { alias },
        esbuild: { jsx: "automatic" },
        test: {
          name: "unit",
          environment: "node",
          include: ["tests/unit/**/*.test.ts"],
          setupFiles: ["tests/support/setup-console.ts"],
        },
      },
      {
        resolve: { alias },
        esbuild: { jsx: "automatic" },
        test: {
          name: "components",
          environment: "jsdom",
          include: ["tests/components/**/*.test.tsx", "tests/browser/**/*.test.ts"],
          setupFiles: ["tests/support/setup-console.ts", "tests/support/setup-dom.ts"],
        },
      },
      {
        resolve: { alias },
        esbuild: { jsx: "automatic" },
        test: {
          name: "api",
          environment: "node",
          // The tests stand for clients behind a trusted proxy, each with its own address.
          env: { TRUST_PROXY: "1" },
          // Files run in parallel: on PGlite each file loads its own copy of the seeded database, on
          // PostgreSQL each worker has its own copy (tests/support/global-db.ts).
          include: ["tests/api/**/*.test.ts"],
          globalSetup: ["tests/support/global-db.ts"],
          setupFiles: ["tests/support/setup-console.ts", "tests/support/setup-db.ts"],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
