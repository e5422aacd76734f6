import { describe, expect, it } from "vitest";
import { runsScheduledJobs } from "@/lib/server/cluster/jobs";

describe("los trabajos programados corren en un solo worker del cluster", () => {
  it("el worker del lugar 0 (y su reemplazo) sí; los demás no; un proceso fuera del cluster sí", () => {
    expect(runsScheduledJobs({ RUMBO_WORKER_SLOT: "0" })).toBe(true);
    expect(runsScheduledJobs({ RUMBO_WORKER_SLOT: "1" })).toBe(false);
    expect(runsScheduledJobs({ RUMBO_WORKER_SLOT: "7" })).toBe(false);
    expect(runsScheduledJobs({})).toBe(true);
    expect(runsScheduledJobs({ RUMBO_WORKER_SLOT: "" })).toBe(true);
  });
});
