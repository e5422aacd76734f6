import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { slugify } from "@/lib/seed/text";
import type { CareerForRanking } from "@/lib/server/vocational/ranking";

/** The catalogue's careers straight from data/careers_pe.csv, shaped for the ranking (no database). */
export function catalogueCareersForRanking(): CareerForRanking[] {
  const rows: Record<string, string>[] = parse(readFileSync(path.join(process.cwd(), "data/careers_pe.csv")), { columns: true });
  return rows.map((r, i) => ({
    id: i + 1,
    slug: slugify(r.carrera),
    name: r.carrera,
    area: r.area_app,
    level: r.nivel.startsWith("univ") ? "universitaria" : "tecnica",
    durationYears: Number(r.duracion_anios) || null,
    riasecCode: r.riasec_onet || null,
    riasec: r.oi_R ? { R: +r.oi_R, I: +r.oi_I, A: +r.oi_A, S: +r.oi_S, E: +r.oi_E, C: +r.oi_C } : null,
    incomeMedian: Number(r.pec_ingreso_mediana_soles) || null,
  }));
}
