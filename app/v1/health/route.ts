import { NextResponse } from "next/server";
import { checkHealth } from "@/lib/server/health/check-health";

// A GET that reads no request: without this it would be prerendered at build time.
export const dynamic = "force-dynamic";

/** `GET /v1/health` → `{ status, db }`, 503 when the database does not answer (DESIGN §10). */
export async function GET() {
  const health = await checkHealth();
  return NextResponse.json(health, {
    status: health.db === "ok" ? 200 : 503,
    headers: { "Cache-Control": "no-store" },
  });
}
