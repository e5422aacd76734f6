/** Validates the environment once when the server starts (DESIGN §10): fail fast, per variable. */
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { env } = await import("@/lib/config/env");
    env();
  }
}
