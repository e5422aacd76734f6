import { afterEach, beforeEach, vi } from "vitest";

/**
 * A test fails on any console.error or console.warn it did not expect (epic-stack's habit):
 * a test that expects one mocks console itself with `vi.spyOn(console, "error")`.
 */
let calls: unknown[][] = [];

beforeEach(() => {
  calls = [];
  for (const method of ["error", "warn"] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      calls.push([method, ...args]);
    });
  }
});

afterEach(() => {
  const unexpected = calls;
  calls = [];
  vi.restoreAllMocks();
  if (unexpected.length > 0) {
    const text = unexpected.map((c) => c.map((a) => (a instanceof Error ? a.stack : String(a))).join(" ")).join("\n");
    throw new Error(`Unexpected console output during the test:\n${text}`);
  }
});
