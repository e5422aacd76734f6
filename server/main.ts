/**
 * The server's entry (compiled to .server/main.mjs by scripts/server-build.mjs): `--dev` or
 * RUMBO_DEV=1 (scripts/dev.mjs) serves through `next({ dev: true })` (`npm run dev`), otherwise
 * the production build (`npm start`'s workers, `npm run serve`). PORT (default 3000), HOSTNAME to bind one address; the project's
 * folder is RUMBO_ROOT (set by the launchers), else the working directory.
 */
import { startServer } from "./serve";

const dev = process.argv.includes("--dev") || process.env.RUMBO_DEV === "1";
// Next reads NODE_ENV as it prepares: production for the build, development for `next dev`'s mode.
(process.env as Record<string, string | undefined>).NODE_ENV = dev ? "development" : "production";

await startServer({
  dir: process.env.RUMBO_ROOT || process.cwd(),
  dev,
  port: Number(process.env.PORT || 3000),
  hostname: process.env.HOSTNAME || undefined,
});
