import { NextResponse } from "next/server";
import { checkHealth } from "@/lib/server/health/check-health";

/** `GET /v1/health` → `{ status, db }`, 503 when the database does not answer. */
export async function GET() {
  const health = await checkHealth();
  return NextResponse.json(health, {
    status: health.db === "ok" ? 200 : 503,
    headers: { "Cache-Control": "no-store" },
  });
}
