/**
 * Persona benchmark of the guidance. Each persona of bench/personas/*.json is a
 * simulated student: she registers, answers the quick test (30 interest items) or the full test
 * (every instrument and choice section) through the HTTP API, with small random noise, and the
 * result's suggestions are compared with the careers a counsellor would accept for her.
 *
 * The simulated student "reads" each item: the item's interest type comes from the instrument
 * (lib/content/vocational, what the item is about), and its field from words in its text (a
 * fixed lexicon below, so that the same persona answers old and new items alike).
 *
 * Hits: #1 acceptable; ≥ 3 of the top 5 acceptable. An undifferentiated persona (accept: [])
 * hits when the result says the profile is undifferentiated.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import * as content from "../lib/content/vocational";

export type Caller = (
  method: string,
  urlPath: string,
  body?: unknown,
  headers?: Record<string, string>,
) => Promise<{ status: number; json: any }>;

type Level = number;
export type Persona = {
  id: string;
  story: string;
  undifferentiated?: boolean;
  types: Record<string, Level>;
  fields: Record<string, Level>;
  intelligences: Record<string, Level>;
  personality: Record<string, Level>;
  values: string[];
  abilities: string[];
  qualities: string[];
  activities: string[];
  areas: string[];
  accept: string[];
};

/** Words that tell what an item is about (lower-case, accents kept). */
export const fieldLexicon: Record<string, RegExp> = {
  salud: /salud|enferm|cuerpo humano|médic|paciente|hospital|herida|primeros auxilios|posta/,
  animales: /animal|mascota|granja|veterin|ganado/,
  agro: /cultiv|planta|agr[ií]c|siembra|huerto|chacra|cosecha/,
  ambiente: /ambiente|ecolog|reciclaj|contamina|bosque|naturaleza/,
  mecanica: /máquina|motor|bicicleta|moto\b|vehículo|aparato|repar|herramienta/,
  construccion: /constru|mueble|estructura|plano|madera|metal|obra|edific/,
  electricidad: /cable|eléctric|circuito|electrón|instalación/,
  tecnologia: /program|computadora|\bapp|aplicaci|software|robot|tecnolog|código|página web|videojuego/,
  matematica: /matemátic|cálculo|números|estadíst|ecuaci/,
  ciencia: /laboratorio|experiment|científic|microscopio|fenómeno|químic|físic|investig/,
  "arte-visual": /dibuj|pint|diseñ|afiche|ilustr|foto|escultur|logo/,
  musica: /instrumento|cantar|canci|músic|melod/,
  escenicas: /teatro|actuar|coreograf|baile|bailar|danza|escenario/,
  escritura: /escrib|cuento|poema|novela|personaje|redact|libro/,
  ensenanza: /enseñ|explicar|clase|niñ[oa]s|alumn/,
  ayuda: /ayudar|escuchar|cuidar|voluntari|orientar|acompañ|problemas personales/,
  negocios: /vender|negocio|emprend|negoci|precio|cliente|auspicia|empresa/,
  liderazgo: /dirigir|liderar|decisiones|encabezar/,
  derecho: /debate|convencer|\bley|leyes|derecho|justicia|defender|juicio/,
  finanzas: /cuentas|ingresos|gastos|contab|presupuesto|dinero/,
  datos: /archivo|lista|documento|hoja de cálculo|base de datos|informe|registrar|clasificar|ordenar|datos/,
  cocina: /cocin|receta|plato|comida|gastronom|postre/,
  turismo: /turist|viaj|idioma|inglés|visitantes|hotel/,
  deporte: /deporte|entrenar|atlet|ejercicio|competenc|partido/,
};

export function loadPersonas(dir = path.resolve(__dirname, "personas")): Persona[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .flatMap((f) => {
      const raw = JSON.parse(readFileSync(path.join(dir, f), "utf8"));
      return (raw.personas ?? [raw]) as Persona[];
    });
}

/** Small seeded PRNG (mulberry32) so that a run is reproducible. */
export function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const clamp = (v: number) => Math.max(1, Math.min(5, Math.round(v)));

/** Noise: with probability 0.3 the answer moves one step up or down. */
function noisy(level: number, r: () => number) {
  const x = r();
  if (x < 0.15) return clamp(level - 1);
  if (x < 0.3) return clamp(level + 1);
  return clamp(level);
}

/** How the persona rates an interest item: the fields it mentions win over its type. */
export function interestLevel(p: Persona, item: { text: string; scale: string }) {
  const text = item.text.toLowerCase();
  const levels = Object.entries(fieldLexicon)
    .filter(([f, re]) => p.fields[f] !== undefined && re.test(text))
    .map(([f]) => p.fields[f]);
  if (levels.length) return Math.max(...levels);
  return p.types[item.scale] ?? 3;
}

type Instrument = { items: readonly { id: string; text: string; scale: string; key: 1 | -1 }[] };
const metaOf = (instrument: Instrument) => new Map(instrument.items.map((i) => [i.id, i]));

/**
 * "quickPicks": the quick mode as the page asks it, statements then its two choice steps (her
 * activities and areas, as in the full test); "quick": the same student who skips both steps.
 */
export type PersonaMode = "quickPicks" | "quick" | "full";
const personaModes: PersonaMode[] = ["quickPicks", "quick", "full"];

export type RunOutcome = {
  persona: string;
  seed: number;
  mode: PersonaMode;
  top5: string[];
  hit1: boolean;
  hit3of5: boolean;
  undifferentiated: boolean | null;
  hollandCode: string | null;
};

export async function runPersona(call: Caller, p: Persona, seed: number, runMode: PersonaMode, tag: string): Promise<RunOutcome> {
  // The test's mode; "quickPicks" and "quick" are the same student (same seed).
  const mode = runMode === "full" ? "full" : "quick";
  const r = rng(seed * 7919 + p.id.length * 131 + (mode === "quick" ? 1 : 2));
  const n = Math.floor(r() * 1e9);
  const ip = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  const base = { "x-forwarded-for": ip, "user-agent": "bench-guidance" };
  const phone = `9${String(n).padStart(9, "0").slice(-8)}`;
  const reg = await call(
    "POST",
    "/api/auth/register",
    {
      user: phone,
      password: "bench-guidance-1",
      name: "Estudiante",
      surname: p.id,
      email: `bench-${tag}-${p.id}-${seed}-${runMode}-${n}@example.pe`,
      role: "user",
      countryIso: "PE",
    },
    base,
  );
  if (reg.status !== 201) throw new Error(`registro ${p.id}: ${reg.status} ${JSON.stringify(reg.json)}`);
  const auth = { ...base, authorization: `Bearer ${reg.json.data.token}` };
  const start = await call("GET", "/api/vocational", undefined, auth);
  const processId: string = start.json.data.process.id;
  const put = async (data: Record<string, unknown>) => {
    const res = await call("PUT", `/api/vocational/progress/${processId}`, { data }, auth);
    if (res.status !== 200) throw new Error(`guardar ${String(data.section)} (${p.id}): ${res.status} ${JSON.stringify(res.json)}`);
  };

  // Interests: the items the API gives for the mode, read through the instrument's metadata.
  const q = await call("GET", `/api/vocational/questions/professional-interest?mode=${mode}`, undefined, auth);
  const interestMeta = metaOf(content.interestsInstrument as Instrument);
  const interestAnswers: Record<string, number> = {};
  for (const it of q.json.data.items as { id: string; text: string }[]) {
    const meta = interestMeta.get(it.id);
    const level = interestLevel(p, { text: it.text, scale: meta?.scale ?? "" });
    const v = noisy(level, r);
    interestAnswers[it.id] = meta?.key === -1 ? 6 - v : v;
  }
  // Adaptive quick mode: the page then asks the statements adaptiveItems picks; she answers them too.
  if (mode === "quick")
    for (const item of content.adaptiveItems(interestAnswers)) {
      const v = noisy(interestLevel(p, { text: item.text, scale: item.scale }), r);
      interestAnswers[item.id] = item.key === -1 ? 6 - v : v;
    }
  await put({ section: "professional-interest", mode, answers: interestAnswers, position: Object.keys(interestAnswers).length });
  // The quick mode's two choice steps: the same sections and answers as in the full test.
  if (runMode === "quickPicks") {
    if (p.areas.length) await put({ section: "career-world", answers: { areas: p.areas } });
    if (p.activities.length) await put({ section: "activities-of-interest", answers: { selected: p.activities } });
  }

  if (mode === "full") {
    const likert = async (section: string, instrument: Instrument, levels: Record<string, number>) => {
      const res = await call("GET", `/api/vocational/questions/${section}`, undefined, auth);
      const meta = metaOf(instrument);
      const answers: Record<string, number> = {};
      for (const it of res.json.data.items as { id: string }[]) {
        const m = meta.get(it.id);
        const v = noisy(levels[m?.scale ?? ""] ?? 3, r);
        answers[it.id] = m?.key === -1 ? 6 - v : v;
      }
      await put({ section, answers });
      return res.json.data;
    };
    await likert("personality", content.personalityInstrument as Instrument, p.personality);
    await likert("multiple-intelligence", content.intelligencesInstrument as Instrument, p.intelligences);
    // Values: a ranking (top 3 in order) when the API asks for one; otherwise rated items.
    const vq = await call("GET", "/api/vocational/questions/professional-values", undefined, auth);
    if (vq.json.data.kind === "ranking") {
      // She picks her values among those offered; if one of hers is not offered, a random other.
      const offered: string[] = vq.json.data.options.map((o: { id: string }) => o.id);
      const ranking = p.values.filter((v) => offered.includes(v));
      while (ranking.length < (vq.json.data.pick ?? 3)) {
        const rest = offered.filter((v) => !ranking.includes(v));
        ranking.push(rest[Math.floor(r() * rest.length)]);
      }
      await put({ section: "professional-values", answers: { ranking: ranking.slice(0, vq.json.data.pick ?? 3) } });
    } else {
      const levels: Record<string, number> = {};
      for (const it of vq.json.data.items as { id: string }[]) {
        const rank = p.values.indexOf(it.id);
        levels[it.id] = rank === 0 || rank === 1 ? 5 : rank === 2 ? 4 : r() < 0.5 ? 3 : 4;
      }
      await put({ section: "professional-values", answers: Object.fromEntries(Object.entries(levels).map(([k, v]) => [k, noisy(v, r)])) });
    }
    if (p.abilities.length) await put({ section: "abilities", answers: { selected: p.abilities } });
    if (p.qualities.length) await put({ section: "unique-qualities", answers: { selected: p.qualities } });
    if (p.activities.length) await put({ section: "activities-of-interest", answers: { selected: p.activities } });
    if (p.areas.length) await put({ section: "career-world", answers: { areas: p.areas } });
  }

  const res = await call("GET", "/api/vocational/progress/result", undefined, auth);
  if (res.status !== 200) throw new Error(`resultado ${p.id}: ${res.status}`);
  const data = res.json.data;
  const top5: string[] = (data.suggestions as { slug: string }[]).slice(0, 5).map((s) => s.slug);
  const undifferentiated = typeof data.differentiation?.undifferentiated === "boolean" ? data.differentiation.undifferentiated : null;
  const accept = new Set(p.accept);
  let hit1: boolean;
  let hit3of5: boolean;
  if (p.undifferentiated) {
    hit1 = hit3of5 = undifferentiated === true;
  } else {
    hit1 = accept.has(top5[0]);
    hit3of5 = top5.filter((s) => accept.has(s)).length >= 3;
  }
  return { persona: p.id, seed, mode: runMode, top5, hit1, hit3of5, undifferentiated, hollandCode: data.hollandCode ?? null };
}

export type BenchReport = {
  date: string;
  target: string;
  seeds: number;
  personas: number;
  runs: number;
  summary: Record<PersonaMode | "all", { runs: number; hit1: number; hit3of5: number }>;
  perPersona: { persona: string; mode: string; hit1: string; hit3of5: string; sampleTop5: string[] }[];
  outcomes: RunOutcome[];
};

const pct = (k: number, n: number) => (n ? Math.round((1000 * k) / n) / 10 : 0);

export async function runBench(
  call: Caller,
  options: { seeds?: number; target: string; log?: (line: string) => void; only?: string },
): Promise<BenchReport> {
  const log = options.log ?? console.log;
  const seeds = options.seeds ?? 3;
  const personas = loadPersonas().filter((p) => !options.only || p.id === options.only);
  const outcomes: RunOutcome[] = [];
  const tag = Date.now().toString(36);
  for (const p of personas) {
    for (const mode of personaModes) {
      for (let seed = 1; seed <= seeds; seed++) outcomes.push(await runPersona(call, p, seed, mode, tag));
    }
  }
  const summarise = (list: RunOutcome[]) => ({
    runs: list.length,
    hit1: pct(list.filter((o) => o.hit1).length, list.length),
    hit3of5: pct(list.filter((o) => o.hit3of5).length, list.length),
  });
  const summary = {
    quickPicks: summarise(outcomes.filter((o) => o.mode === "quickPicks")),
    quick: summarise(outcomes.filter((o) => o.mode === "quick")),
    full: summarise(outcomes.filter((o) => o.mode === "full")),
    all: summarise(outcomes),
  };
  const perPersona = personas.flatMap((p) =>
    personaModes.map((mode) => {
      const list = outcomes.filter((o) => o.persona === p.id && o.mode === mode);
      return {
        persona: p.id,
        mode,
        hit1: `${list.filter((o) => o.hit1).length}/${list.length}`,
        hit3of5: `${list.filter((o) => o.hit3of5).length}/${list.length}`,
        sampleTop5: list[0]?.top5 ?? [],
      };
    }),
  );
  log(
    `\nPersona benchmark (${personas.length} perfiles × ${seeds} semillas × ${personaModes.length} modos: quickPicks = rápido con sus dos pasos de elegir) contra ${options.target}`,
  );
  log(`${"perfil".padEnd(22)} ${"modo".padEnd(10)} ${"#1".padEnd(5)} ${"3de5".padEnd(5)} top 5 (semilla 1)`);
  for (const row of perPersona)
    log(`${row.persona.padEnd(22)} ${row.mode.padEnd(10)} ${row.hit1.padEnd(5)} ${row.hit3of5.padEnd(5)} ${row.sampleTop5.join(", ")}`);
  for (const [k, s] of Object.entries(summary))
    log(`${k.padEnd(10)}: #1 aceptable ${s.hit1} %   ≥3 de 5 aceptables ${s.hit3of5} %   (${s.runs} corridas)`);
  return {
    date: new Date().toISOString(),
    target: options.target,
    seeds,
    personas: personas.length,
    runs: outcomes.length,
    summary,
    perPersona,
    outcomes,
  };
}
