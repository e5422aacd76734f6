/**
 * npm run import:schools -- <Padron_web.dbf | Padron_web.csv> [--encoding=utf8|cp850|latin1]
 * Loads MINEDU's "Padrón de Instituciones Educativas" (ESCALE): keeps the active secondary
 * schools, upserts them by (código modular, anexo) and reports the other rows in
 * reports/schools-import-report.json. Opens the database from the environment and migrates it.
 */
import { existsSync } from "node:fs";
import { envDbOptions, openDb, type DbHandle } from "../lib/db/client";
import { runMigrations } from "../lib/db/migrate";
import { importSchoolsRegister, type RegisterEncoding } from "@/lib/seed/importers/schools-register";

const USAGE = "Uso: npm run import:schools -- <archivo Padron_web .dbf o .csv> [--encoding=utf8|cp850|latin1]";

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const file = args.find((a) => !a.startsWith("--"));
  const encArg = args.find((a) => a.startsWith("--encoding="))?.split("=")[1];
  if (!file) {
    console.error(`Falta el archivo del padrón.\n${USAGE}`);
    return 2;
  }
  if (!existsSync(file)) {
    console.error(`No existe el archivo ${file}.\n${USAGE}`);
    return 2;
  }
  if (encArg && !["utf8", "cp850", "latin1"].includes(encArg)) {
    console.error(`Codificación no reconocida: ${encArg}.\n${USAGE}`);
    return 2;
  }
  let handle: DbHandle | undefined;
  try {
    handle = await openDb(envDbOptions());
    await runMigrations(handle);
    await importSchoolsRegister(handle.db, file, {
      encoding: encArg as RegisterEncoding | undefined,
      log: (line) => console.log(line),
    });
    return 0;
  } catch (e) {
    console.error(`No se pudo importar el padrón: ${e instanceof Error ? e.message : String(e)}`);
    if (e instanceof Error && e.stack && process.env.DEBUG) console.error(e.stack);
    return 1;
  } finally {
    await handle?.close().catch(() => {});
  }
}

main().then((code) => process.exit(code));
