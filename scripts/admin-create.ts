/**
 * npm run admin:create -- <email>
 * Creates an admin account, or makes an existing account an admin and sets its password. The
 * password comes from RUMBO_ADMIN_PASSWORD or is asked on the terminal (not echoed), twice.
 * Same rules as registration (6 to 128 characters). Opens the database from the environment
 * (DATABASE_URL, or PGlite in PGLITE_DIR / .data/pglite) and applies pending migrations first.
 */
import { envDbOptions, openDb, type DbHandle } from "../lib/db/client";
import { runMigrations } from "../lib/db/migrate";
import { ensureAdmin, parseAdminCredentials } from "../lib/seed/first-admin";

/** Reads one line from a terminal without showing what is typed. */
function askHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const stdin = process.stdin;
    if (!stdin.isTTY) {
      reject(new Error("No hay una terminal para pedir la contraseña: define RUMBO_ADMIN_PASSWORD."));
      return;
    }
    process.stdout.write(question);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding("utf8");
    let value = "";
    const done = (result: string | Error) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.removeListener("data", onData);
      process.stdout.write("\n");
      if (result instanceof Error) reject(result);
      else resolve(result);
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === "\r" || ch === "\n") return done(value);
        if (ch === "\u0003") return done(new Error("Cancelado."));
        if (ch === "\u007f" || ch === "\b") value = value.slice(0, -1);
        else value += ch;
      }
    };
    stdin.on("data", onData);
  });
}

async function main(): Promise<number> {
  const email = process.argv.slice(2).find((a) => !a.startsWith("-"));
  if (!email) {
    console.error("Uso: npm run admin:create -- <correo>  (contraseña en RUMBO_ADMIN_PASSWORD o se pide en la terminal)");
    return 2;
  }
  let handle: DbHandle | undefined;
  try {
    let password = process.env.RUMBO_ADMIN_PASSWORD;
    if (!password) {
      password = await askHidden("Contraseña (no se muestra): ");
      parseAdminCredentials(email, password);
      const again = await askHidden("Repite la contraseña: ");
      if (again !== password) throw new Error("Las contraseñas no coinciden.");
    }
    parseAdminCredentials(email, password);
    handle = await openDb(envDbOptions());
    await runMigrations(handle);
    const result = await ensureAdmin(handle.db, email, password);
    const text = {
      created: "Administrador creado",
      "password-reset": "La cuenta ya existía: ahora es administradora y tiene la contraseña nueva (sus sesiones se cerraron)",
      unchanged: "La cuenta ya era administradora con esa contraseña",
    }[result];
    console.log(`${text}: ${email.trim().toLowerCase()}. Entra en /entrar y luego en /admin.`);
    return 0;
  } catch (e) {
    console.error(e instanceof Error ? e.message : String(e));
    return 1;
  } finally {
    await handle?.close();
  }
}

main().then((code) => process.exit(code));
