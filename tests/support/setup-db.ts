import { readFileSync } from "node:fs";
import { afterAll, beforeAll, inject } from "vitest";
import { openDb, setDbHandle, type DbHandle } from "@/lib/db/client";
import { API_WORKERS, workerDatabaseUrl } from "./global-db";

let handle: DbHandle | undefined;

// Both engines refuse a query on the root handle from inside an open transaction (lib/db/guard.ts):
// on the embedded database it would wait for itself and stop the site.

beforeAll(async () => {
  const url = inject("testDatabaseUrl");
  if (url) {
    // This worker's own copy of the seeded database (global-db.ts); files of one worker share it, one at a time.
    const pool = ((Number(process.env.VITEST_POOL_ID ?? 1) - 1) % API_WORKERS) + 1;
    handle = await openDb({ url: workerDatabaseUrl(url, pool), strictTransactions: true });
  } else {
    const dump = readFileSync(inject("dbDumpPath"));
    handle = await openDb({ dir: "memory://", loadDataDir: new Blob([dump]), strictTransactions: true });
  }
  setDbHandle(handle);
});

afterAll(async () => {
  setDbHandle(undefined);
  await handle?.close();
});
