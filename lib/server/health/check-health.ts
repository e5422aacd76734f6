import "server-only";
import { sql } from "drizzle-orm";
import type { Health } from "@/lib/contracts/envelope";
import { getDb } from "@/lib/db/client";
import { logWarn } from "../log";

const TIMEOUT_MS = 2000;

/** Readiness: the database answers a trivial query within two seconds. */
export async function checkHealth(): Promise<Health> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const ping = (async () => {
      const db = await getDb();
      await db.execute(sql`select 1`);
    })();
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error("database ping timed out")), TIMEOUT_MS);
    });
    await Promise.race([ping, timeout]);
    return { status: "ok", db: "ok" };
  } catch (error) {
    logWarn("health: database is down", error);
    return { status: "degraded", db: "down" };
  } finally {
    clearTimeout(timer);
  }
}
