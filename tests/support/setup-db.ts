import { readFileSync } from "node:fs";
import { afterAll, beforeAll, inject } from "vitest";
import { openDb, setDbHandle, type DbHandle } from "@/lib/db/client";

let handle: DbHandle | undefined;

beforeAll(async () => {
  const url = inject("testDatabaseUrl");
  if (url) {
    handle = await openDb({ url });
  } else {
    const dump = readFileSync(inject("dbDumpPath"));
    handle = await openDb({ dir: "memory://", loadDataDir: new Blob([dump]) });
  }
  setDbHandle(handle);
});

afterAll(async () => {
  setDbHandle(undefined);
  await handle?.close();
});
