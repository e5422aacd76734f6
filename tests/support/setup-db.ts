import { readFileSync } from "node:fs";
import { afterAll, beforeAll, inject } from "vitest";
import { openDb, setDbHandle, type DbHandle } from "@/lib/db/client";

let handle: DbHandle | undefined;

// Both engines refuse a query on the root handle from inside an open transaction (lib/db/guard.ts):
// on the embedded database it would wait for itself and stop the site.

beforeAll(async () => {
  const url = inject("testDatabaseUrl");
  if (url) {
    handle = await openDb({ url, strictTransactions: true });
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
