import "server-only";
import {
  abilityOptions,
  activityOptions,
  fieldLabels,
  intelligenceScales,
  joinEs,
  riasecNames,
  riasecTypes,
  workValueScales,
  type FieldId,
  type IntelligenceId,
  type RiasecProfile,
  type RiasecType,
  type TypedChoice,
  type WorkValueId,
} from "@/lib/content/vocational";
import type { CareerEvidence } from "@/lib/content/vocational/career-evidence";
import { thirdPersonTexts, type Reader } from "@/lib/content/vocational/voice";
import { formatSoles } from "@/lib/format/money";

/*
 * The reasons under a suggested career. Every line is true of the career (its row in
 * data/career-evidence.csv, its O*NET interest code, its income figure) and of the student's
 * answers measured against her own mean, and carries the rule and the facts that produced it
 * (`trace`), so that an audit is mechanical. The result page, the PDF and /r/{id} all show these
 * lines: they come from one call in the ranking.
 *
 * A type, content field or intelligence is cited as hers only when it stands out:
 *   - its score (0–100) is at least MARGIN.bastante points above her own mean on the same
 *     instrument (the six types; the interest items; the eight intelligences), graded «mucho»
 *     from MARGIN.mucho, «bastante» below that — never a fixed step such as «Me gusta»;
 *   - and it reads as high on its own: types and intelligences ≥ 60 (the result page calls
 *     41–59 «Punto medio»), fields ≥ 75 (her answers on it average at least «Me gusta»).
 * The grade word says no more than the answers behind it (EVIDENCE): «mucho» needs at least two
 * statements averaging «Me gusta mucho» or more (4.5 of 5: 87.5 of 100), «bastante» two averaging
 * «Me gusta» (75) or one answered «Me gusta mucho»; anything less is said without a grade word
 * («te interesa enseñar», «te gustan las actividades de tipo Social»): one statement answered «Me
 * gusta» is «te interesa», never «te interesa mucho». The grade of a line's item is the weaker of
 * the two (margin, evidence), and each item of a line carries its own: two interests named together
 * are graded apart («te interesa mucho la salud, y también te interesa enseñar»).
 * Abilities and activities she picked are their own evidence (a choice among options), cited by
 * their label when one of their fields is in the career's row.
 */
export const MARGIN = { bastante: 15, mucho: 30 } as const;
/** What the statements behind a grade must show: how many, and their mean (0–100). */
export const EVIDENCE = {
  mucho: { statements: 2, score: 87.5 },
  bastante: { statements: 2, score: 75 },
  /** One statement alone reaches «bastante» only answered at the top of the scale. */
  bastanteFromOne: 100,
} as const;
export const FLOOR = { types: 60, intelligences: 60, fields: 75 } as const;
/** «más que la mediana del catálogo» only from 10 % above it; within ±10 % it is «similar». */
export const INCOME_BAND = 0.1;
/** At most this many items of one kind in a line. */
export const MAX_CITED = 3;
/**
 * A letter of the career's O*NET code counts as the career's type only from this level of its
 * O*NET interest profile (1–7): some third letters sit near 3 (Contabilidad técnico: E 2.87).
 */
export const CAREER_TYPE_LEVEL = 4.5;

/** «plain»: said without a grade word («te interesa», «te gustan»). */
export type Grade = "mucho" | "bastante" | "plain";
/** `count`: how many answered statements the score rests on. */
export type Standout<K extends string = string> = { id: K; score: number; mean: number; margin: number; count: number; grade: Grade };

const gradeOrder: Grade[] = ["plain", "bastante", "mucho"];
const weaker = (a: Grade, b: Grade): Grade => (gradeOrder.indexOf(a) <= gradeOrder.indexOf(b) ? a : b);

/** The strongest grade the statements behind a score allow (their number and their mean). */
export function evidenceGrade(score: number, count: number): Grade {
  if (count >= EVIDENCE.mucho.statements && score >= EVIDENCE.mucho.score) return "mucho";
  if (count >= EVIDENCE.bastante.statements && score >= EVIDENCE.bastante.score) return "bastante";
  if (count === 1 && score >= EVIDENCE.bastanteFromOne) return "bastante";
  return "plain";
}

export type ReasonRule =
  | "undifferentiated"
  | "types"
  | "fields"
  | "picks"
  | "intelligences"
  | "value"
  | "income-above"
  | "income-similar"
  | "income-below"
  | "income-missing"
  | "area"
  | "rating"
  | "profile-shape"
  | "no-standout";

/** One fact behind a line: what was cited, the student's number and mean, and where the career's side comes from. */
export type ReasonFact = {
  kind: "type" | "field" | "intelligence" | "ability" | "activity" | "value" | "income" | "area" | "rating" | "profile";
  id: string;
  score?: number;
  mean?: number;
  margin?: number;
  /** How many answered statements the score rests on (when known). */
  count?: number;
  grade?: Grade;
  /** The career's side of the fact: its evidence row, its O*NET code or its income figure. */
  source?: string;
};
export type ReasonTrace = { rule: ReasonRule; facts: ReasonFact[] };
/** `text` is the student's own line; `other` says the same in the third person (parent, counsellor, /r/{id}). */
export type Reason = { text: string; other: string; trace: ReasonTrace };

/**
 * The student's scores that stand out above her own mean, highest first. `counts`: the answered
 * statements behind each score (absent: not known, and only their mean limits the grade).
 */
export function standouts<K extends string>(
  scores: Partial<Record<K, number>>,
  floor: number,
  mean?: number,
  counts?: Partial<Record<K, number>>,
): Standout<K>[] {
  const entries = (Object.entries(scores) as [K, number | undefined][]).filter((e): e is [K, number] => typeof e[1] === "number");
  if (!entries.length) return [];
  const m = mean ?? entries.reduce((s, [, v]) => s + v, 0) / entries.length;
  return entries
    .map(([id, score]) => ({ id, score, mean: round1(m), margin: round1(score - m), count: counts ? (counts[id] ?? 0) : Infinity }))
    .filter((s) => s.score >= floor && s.margin >= MARGIN.bastante && s.count > 0)
    .map((s) => ({
      ...s,
      grade: weaker(s.margin >= MARGIN.mucho ? "mucho" : "bastante", evidenceGrade(s.score, s.count)),
    }))
    .sort((a, b) => b.score - a.score || b.margin - a.margin);
}
const round1 = (v: number) => Math.round(v * 10) / 10;

/** How many answered statements each of her scores rests on. */
export type EvidenceCounts = {
  types?: Partial<Record<RiasecType, number>>;
  fields?: Partial<Record<FieldId, number>>;
  intelligences?: Partial<Record<IntelligenceId, number>>;
};

/** What is known of the student, computed once for all careers. */
export type StudentEvidence = {
  types: Map<RiasecType, Standout<RiasecType>>;
  fields: Map<FieldId, Standout<FieldId>>;
  intelligences: Map<IntelligenceId, Standout<IntelligenceId>>;
  abilities: TypedChoice[];
  activities: TypedChoice[];
  topValues: WorkValueId[];
  areas: Set<string>;
};

export function studentEvidence(input: {
  /** The interest profile the result page shows (before the picks' nudge). */
  interests: RiasecProfile;
  /** Field interest from the items alone, 0–100. */
  fields?: Partial<Record<FieldId, number>>;
  intelligences?: Partial<Record<IntelligenceId, number>> | null;
  picks?: { abilities?: string[]; activities?: string[] };
  topValues?: WorkValueId[];
  areasOfInterest?: string[];
  /** Answered statements behind each type, field and intelligence (scoreSections gives them). */
  counts?: EvidenceCounts;
}): StudentEvidence {
  // Her mean over the interest items: with every type equally represented, the mean of the six types.
  const itemMean = riasecTypes.reduce((s, t) => s + input.interests[t], 0) / 6;
  const pick = (ids: string[] | undefined, options: TypedChoice[]) =>
    (ids ?? []).map((id) => options.find((o) => o.id === id)).filter((o): o is TypedChoice => !!o);
  return {
    types: new Map(standouts(input.interests, FLOOR.types, undefined, input.counts?.types).map((s) => [s.id, s])),
    fields: new Map(standouts(input.fields ?? {}, FLOOR.fields, itemMean, input.counts?.fields).map((s) => [s.id, s])),
    intelligences: new Map(
      standouts(input.intelligences ?? {}, FLOOR.intelligences, undefined, input.counts?.intelligences).map((s) => [s.id, s]),
    ),
    abilities: pick(input.picks?.abilities, abilityOptions),
    activities: pick(input.picks?.activities, activityOptions),
    topValues: input.topValues ?? [],
    areas: new Set(input.areasOfInterest ?? []),
  };
}

export type ReasonCareer = {
  name: string;
  area: string;
  /** Letters of the career's O*NET high-point code. */
  code: RiasecType[];
  /** The career's O*NET interest profile (1–7 per type). */
  riasec: RiasecProfile | null;
  incomeMedian: number | null;
  evidence: CareerEvidence | null;
};

export type ReasonContext = {
  catalogueIncomeMedian: number | null;
  undifferentiated: boolean;
  rating?: number;
  /** Interest shape fit (0–1), for the line of a career with no standout evidence. */
  shape: number;
  /** Whether a work value goes with these types of the career (the ranking's value map). */
  valueFits: (value: WorkValueId, types: RiasecType[]) => boolean;
};

const byGrade = <K extends string>(list: Standout<K>[]): { grade: Grade; items: Standout<K>[] }[] =>
  (["mucho", "bastante", "plain"] as const)
    .map((grade) => ({ grade, items: list.filter((s) => s.grade === grade) }))
    .filter((g) => g.items.length);

const fact = (kind: ReasonFact["kind"], s: Standout, source?: string): ReasonFact => ({
  kind,
  id: s.id,
  score: s.score,
  mean: s.mean,
  margin: s.margin,
  ...(Number.isFinite(s.count) ? { count: s.count } : {}),
  grade: s.grade,
  ...(source ? { source } : {}),
});

// ---------------------------------------------------------------------------------------------
// Templates. Each takes already-chosen items; tests render them with one, two and three. Each is
// said to `reader`: the student herself («Te gustan…») or anyone else («Le gustan…»).

/** The words that change with the reader. */
const voice = (reader: Reader) =>
  reader === "other"
    ? { te: "le", tu: "su", tus: "sus", tuyas: "suyas", marcaste: "Marcó", pusiste: "puso", calificaste: "calificó" }
    : { te: "te", tu: "tu", tus: "tus", tuyas: "tuyas", marcaste: "Marcaste", pusiste: "pusiste", calificaste: "calificaste" };

const lower = (t: string) => t.charAt(0).toLowerCase() + t.slice(1);
const noStop = (t: string) => t.replace(/[.\s]+$/, "");
const cap = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);

/** « mucho», « bastante» or nothing: the grade word after a verb. */
const graded = (grade: Grade) => (grade === "plain" ? "" : ` ${grade}`);
/** Before the group after `i` of `n`: a comma, and «y» before the last. */
const joint = (i: number, n: number) => (i === n - 1 ? ", y " : ", ");

/**
 * «Te gustan mucho las actividades de tipo Social, bastante las de tipo Investigador, y también te
 * gustan las de tipo Artístico: …». Groups strongest first; a plain group (last) repeats the verb
 * without a grade word, so that no grade carries over to it.
 */
export function typesText(
  groups: { grade: Grade; types: RiasecType[] }[],
  plain: Record<RiasecType, string>,
  reader: Reader = "student",
): string {
  const { te } = voice(reader);
  const [first, ...rest] = groups;
  const names = (types: RiasecType[]) => joinEs(types.map((t) => riasecNames[t]));
  const one = groups.length === 1 && first.types.length === 1;
  let text = `${cap(te)} gustan${graded(first.grade)} las actividades de tipo ${names(first.types)}`;
  if (one) text += ` (${plain[first.types[0]]})`;
  rest.forEach((g, i) => {
    text += joint(i, rest.length);
    text += g.grade === "plain" ? `también ${te} gustan las de tipo ${names(g.types)}` : `${g.grade} las de tipo ${names(g.types)}`;
  });
  return `${text}: son importantes en el trabajo de quienes ejercen esta carrera.`;
}

/** «interesa» or «interesan» for a list of fields: one singular noun or only infinitives take the singular. */
export function interestVerb(fields: FieldId[]): "interesa" | "interesan" {
  const labels = fields.map((f) => fieldLabels[f]);
  if (labels.length === 1) return labels[0].plural ? "interesan" : "interesa";
  return labels.every((l) => l.infinitive) ? "interesa" : "interesan";
}
const fieldList = (fields: FieldId[]) => joinEs(fields.map((f) => fieldLabels[f].text));

/**
 * «Según tus respuestas, te interesan mucho la salud y la ciencia, bastante los animales, y también
 * te interesa enseñar: …». A group keeps the verb of the one before when it agrees; a plain group
 * (last) repeats it without a grade word.
 */
export function fieldsText(groups: { grade: Grade; fields: FieldId[] }[], reader: Reader = "student"): string {
  const { te, tus } = voice(reader);
  const [first, ...rest] = groups;
  let verb = interestVerb(first.fields);
  let text = `Según ${tus} respuestas, ${te} ${verb}${graded(first.grade)} ${fieldList(first.fields)}`;
  rest.forEach((g, i) => {
    const v = interestVerb(g.fields);
    text += joint(i, rest.length);
    if (g.grade === "plain") text += `también ${te} ${v} ${fieldList(g.fields)}`;
    else text += v === verb ? `${g.grade} ${fieldList(g.fields)}` : `${te} ${v} ${g.grade} ${fieldList(g.fields)}`;
    verb = v;
  });
  return `${text}: de eso trata esta carrera.`;
}

/** «Marcaste «Dibujo» entre tus habilidades y «Dibujar» entre tus actividades: esta carrera tiene que ver con las artes visuales.» */
export function picksText(abilities: string[], activities: string[], fields: FieldId[], reader: Reader = "student"): string {
  const { tus, marcaste } = voice(reader);
  const quoted = (labels: string[]) => joinEs(labels.map((l) => `«${l}»`));
  const parts = [
    abilities.length ? `${quoted(abilities)} entre ${tus} habilidades` : null,
    activities.length ? `${quoted(activities)} entre ${tus} actividades` : null,
  ].filter(Boolean);
  return `${marcaste} ${parts.join(" y ")}: esta carrera tiene que ver con ${fieldList(fields)}.`;
}

/**
 * «Tu inteligencia espacial destaca mucho entre las tuyas (…): esta carrera la usa.»; with more:
 * «…, la lógica, bastante, y también destaca la verbal: esta carrera las usa.»
 */
export function intelligencesText(groups: { grade: Grade; ids: IntelligenceId[] }[], reader: Reader = "student"): string {
  const { tu, tus, tuyas } = voice(reader);
  const high = (id: IntelligenceId) => (reader === "other" ? thirdPersonTexts.intelligences[id].high : scale(id).high);
  const scale = (id: IntelligenceId) => intelligenceScales.find((s) => s.id === id)!;
  const name = (id: IntelligenceId) => scale(id).name.toLowerCase();
  const [first, ...rest] = groups;
  const total = groups.reduce((s, g) => s + g.ids.length, 0);
  let text =
    first.ids.length === 1
      ? `${cap(tu)} inteligencia ${name(first.ids[0])} destaca${graded(first.grade)} entre las ${tuyas}`
      : `${cap(tus)} inteligencias ${joinEs(first.ids.map(name))} destacan${graded(first.grade)} entre las ${tuyas}`;
  if (total === 1) text += ` (${lower(noStop(high(first.ids[0])))})`;
  rest.forEach((g, i) => {
    const list = joinEs(g.ids.map((id) => `la ${name(id)}`));
    text += joint(i, rest.length);
    text += g.grade === "plain" ? `también ${g.ids.length === 1 ? "destaca" : "destacan"} ${list}` : `${list}, ${g.grade}`;
  });
  return `${text}: esta carrera ${total === 1 ? "la usa" : "las usa"}.`;
}

const soles = (n: number) => formatSoles(Math.round(n) * 100);
const incomeName = () => workValueScales.find((s) => s.id === "income")!.name.toLowerCase();

export function incomeText(
  kind: "above" | "similar" | "below" | "missing",
  career: number | null,
  median: number | null,
  reader: Reader = "student",
): string {
  const { tus, pusiste } = voice(reader);
  const prio = `«${incomeName()}» entre ${tus} prioridades`;
  switch (kind) {
    case "above":
      return `${cap(pusiste)} ${prio}: quienes egresan de esta carrera ganan una mediana de ${soles(career!)} al mes, más que la mediana del catálogo (${soles(median!)}).`;
    case "similar":
      return `${cap(pusiste)} ${prio}: la mediana de quienes egresan de esta carrera (${soles(career!)} al mes) es similar a la del catálogo (${soles(median!)}).`;
    case "below":
      return `Ojo: ${pusiste} ${prio} y la mediana de esta carrera (${soles(career!)} al mes) está por debajo de la del catálogo (${soles(median!)}).`;
    case "missing":
      return `No tenemos dato de ingresos de esta carrera, y ${pusiste} ${prio}.`;
  }
}

export function valueText(value: WorkValueId, reader: Reader = "student"): string {
  const { tus, pusiste } = voice(reader);
  const name = workValueScales.find((s) => s.id === value)!.name.toLowerCase();
  return `${cap(pusiste)} «${name}» entre ${tus} prioridades, y es parte del trabajo en esta carrera.`;
}

// ---------------------------------------------------------------------------------------------

/** The career's types: letters of its O*NET code whose level reaches CAREER_TYPE_LEVEL. */
export function careerTypesOf(career: Pick<ReasonCareer, "code" | "riasec">): RiasecType[] {
  return career.code.filter((t) => (career.riasec?.[t] ?? 0) >= CAREER_TYPE_LEVEL);
}

/** The reasons of one career for one student, each with its trace. */
export function buildReasons(
  student: StudentEvidence,
  career: ReasonCareer,
  ctx: ReasonContext,
  plain: Record<RiasecType, string>,
  /** `plain` as said of someone else («crear y expresarse»); defaults to `plain`. */
  plainOther: Record<RiasecType, string> = plain,
): Reason[] {
  // Each line is said to both readers from the same facts: only the wording changes.
  const out: { say: (reader: Reader) => string; trace: ReasonTrace }[] = [];
  const row = career.evidence;
  const rowSource = row ? `data/career-evidence.csv: ${row.career} (${row.onetSoc ?? "sin O*NET"})` : undefined;

  if (ctx.undifferentiated)
    out.push({
      say: (r) => `${cap(voice(r).tus)} intereses salieron parejos, así que esta afinidad es solo orientativa.`,
      trace: { rule: "undifferentiated", facts: [] },
    });

  const careerTypes = careerTypesOf(career);
  const typeSource = (t: RiasecType) => `O*NET: código ${career.code.join("")}, ${riasecNames[t]} ${career.riasec![t]} de 7`;
  const types = careerTypes.map((t) => student.types.get(t)).filter((s): s is Standout<RiasecType> => !!s);
  types.sort((a, b) => b.score - a.score);
  if (types.length) {
    const groups = byGrade(types.slice(0, MAX_CITED));
    out.push({
      say: (r) =>
        typesText(
          groups.map((g) => ({ grade: g.grade, types: g.items.map((s) => s.id) })),
          r === "other" ? plainOther : plain,
          r,
        ),
      trace: { rule: "types", facts: types.slice(0, MAX_CITED).map((s) => fact("type", s, typeSource(s.id))) },
    });
  }

  const rowFields = row?.fields ?? [];
  const fields = rowFields.map((f) => student.fields.get(f)).filter((s): s is Standout<FieldId> => !!s);
  fields.sort((a, b) => b.score - a.score);
  const citedFields = fields.slice(0, MAX_CITED);
  if (citedFields.length) {
    out.push({
      say: (r) =>
        fieldsText(
          byGrade(citedFields).map((g) => ({ grade: g.grade, fields: g.items.map((s) => s.id) })),
          r,
        ),
      trace: { rule: "fields", facts: citedFields.map((s) => fact("field", s, rowSource)) },
    });
  }

  // Picks whose field is in the row and not already cited from the answers.
  const already = new Set(citedFields.map((s) => s.id));
  const pickedFields = new Set<FieldId>();
  const matching = (options: TypedChoice[]) =>
    options.filter((o) => {
      const hit = (o.fields ?? []).filter((f) => rowFields.includes(f) && !already.has(f));
      hit.forEach((f) => pickedFields.add(f));
      return hit.length > 0;
    });
  const abilities = matching(student.abilities);
  const activities = matching(student.activities);
  if (abilities.length || activities.length) {
    const fieldsOfPicks = rowFields.filter((f) => pickedFields.has(f)).slice(0, MAX_CITED);
    out.push({
      say: (r) =>
        picksText(
          abilities.map((o) => o.label),
          activities.map((o) => o.label),
          fieldsOfPicks,
          r,
        ),
      trace: {
        rule: "picks",
        facts: [
          ...abilities.map((o) => ({ kind: "ability" as const, id: o.id })),
          ...activities.map((o) => ({ kind: "activity" as const, id: o.id })),
          ...fieldsOfPicks.map((f) => ({ kind: "field" as const, id: f, ...(rowSource ? { source: rowSource } : {}) })),
        ],
      },
    });
  }

  const intel = (row?.intelligences ?? [])
    .map((k) => student.intelligences.get(k))
    .filter((s): s is Standout<IntelligenceId> => !!s)
    .sort((a, b) => b.score - a.score)
    .slice(0, MAX_CITED);
  if (intel.length) {
    out.push({
      say: (r) =>
        intelligencesText(
          byGrade(intel).map((g) => ({ grade: g.grade, ids: g.items.map((s) => s.id) })),
          r,
        ),
      trace: { rule: "intelligences", facts: intel.map((s) => fact("intelligence", s, rowSource)) },
    });
  }

  const median = ctx.catalogueIncomeMedian;
  if (student.topValues.includes("income")) {
    const income = career.incomeMedian;
    const kind =
      !income || !median
        ? "missing"
        : income >= median * (1 + INCOME_BAND)
          ? "above"
          : income <= median * (1 - INCOME_BAND)
            ? "below"
            : "similar";
    if (kind !== "missing" || !income)
      out.push({
        say: (r) => incomeText(kind, income, median, r),
        trace: {
          rule: `income-${kind}`,
          facts: [
            {
              kind: "income",
              id: "income",
              ...(income ? { score: income } : {}),
              ...(median ? { mean: median } : {}),
              ...(income && median ? { margin: round1(((income - median) / median) * 100) } : {}),
              source: "Ponte en Carrera 2016 (planilla electrónica 2015, 18–29 años)",
            },
          ],
        },
      });
  }
  const other = student.topValues.find((v) => v !== "income" && careerTypes.length > 0 && ctx.valueFits(v, careerTypes));
  if (other)
    out.push({
      say: (r) => valueText(other, r),
      trace: {
        rule: "value",
        facts: [
          {
            kind: "value",
            id: other,
            source: `O*NET: código ${career.code.join("")}, tipos ${careerTypes.join("")} desde ${CAREER_TYPE_LEVEL}`,
          },
        ],
      },
    });

  if (student.areas.has(career.area))
    out.push({
      say: (r) => `${voice(r).marcaste} interés por el área de ${career.area}.`,
      trace: { rule: "area", facts: [{ kind: "area", id: career.area }] },
    });
  const rating = ctx.rating;
  if (rating)
    out.push({
      say: (r) => `La ${voice(r).calificaste} con ${rating} de 5.`,
      trace: { rule: "rating", facts: [{ kind: "rating", id: "rating", score: ctx.rating }] },
    });
  if (out.length === 0 || (out.length === 1 && ctx.undifferentiated)) {
    const similar = ctx.shape >= 0.6;
    out.push({
      say: (r) => {
        const { tu, tus } = voice(r);
        return similar
          ? `${cap(tu)} perfil de intereses, visto en conjunto, se parece al de quienes ejercen esta carrera.`
          : `Ninguna de ${tus} respuestas destaca para esta carrera; aparece por el conjunto de ${tus} puntajes.`;
      },
      trace: { rule: similar ? "profile-shape" : "no-standout", facts: [{ kind: "profile", id: "shape", score: round1(ctx.shape * 100) }] },
    });
  }
  return out.map(({ say, trace }) => ({ text: cap(say("student")), other: cap(say("other")), trace }));
}
