/**
 * Another app process for tests/unit/rate-limit-redis.test.ts:
 *   REDIS_URL=… node --conditions=react-server --import tsx tests/support/limiter-process.ts <name> <points> <key> <attempts>
 * Connects as the server does at start, makes `attempts` attempts on `key` and prints one JSON
 * array: "ok" or the error code of each attempt.
 */
import { closeRateLimitStore, connectRateLimitStore, createLimiter } from "@/lib/server/rate-limit";

async function main() {
  const [name, points, key, attempts] = process.argv.slice(2);
  if (!(await connectRateLimitStore())) throw new Error("Redis no responde");
  const limiter = createLimiter(name, Number(points), 60);
  const results: string[] = [];
  for (let i = 0; i < Number(attempts); i++) {
    results.push(
      await limiter.consume(key).then(
        () => "ok",
        (error: { code?: string }) => error.code ?? "error",
      ),
    );
  }
  console.log(JSON.stringify(results));
  await closeRateLimitStore();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
