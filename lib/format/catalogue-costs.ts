/**
 * The one rule for summarising catalogue costs (careers, institutions, the comparator, the
 * parents' panel), and how a cost is labelled everywhere.
 *
 * The source (Ponte en Carrera, search export 2016) publishes each offering's cost as «S/. por
 * mes», a single value or a range. Above S/ 5,000 a month the figure is most likely a yearly or
 * per-term amount: such a figure is shown as the source gives it and labelled «probablemente anual
 * o por ciclo», never «al mes».
 *
 * Summary of a set of offerings: EVERY offering counts. Each offering with a cost contributes one
 * value, the middle of its range (a single value is its own middle); the summary is the median of
 * those values (the mean of the two middle ones when their number is even, rounded to the
 * céntimo), their lowest and highest published figure, and «n de N con costo». Nothing is dropped
 * for being high: a group whose figures are all above S/ 5,000 is labelled as probably yearly or per
 * term, one that mixes both says how many are. Public and private offerings are summarised apart
 * when the set has both. Amounts are céntimos.
 */
import { formatSoles, formatSolesRange } from "./money";

/** Above this (céntimos) a cost the source calls monthly is most likely yearly or per term. */
export const COST_REVIEW_CENTS = 500_000;
/** The label of a figure above COST_REVIEW_CENTS, the same everywhere. */
export const LIKELY_NOT_MONTHLY = "probablemente anual o por ciclo";
export const COST_REVIEW_NOTE = `Más de ${formatSoles(COST_REVIEW_CENTS)}: ${LIKELY_NOT_MONTHLY}, no mensual. Lo mostramos tal como lo publica la fuente.`;

export type OfferingCost = { costMinCents: number | null; costMaxCents: number | null };
export type CostGestion = "publica" | "privada";

/** True when the source's figure is above the threshold (its upper end decides). */
export function isLikelyNotMonthly(o: OfferingCost): boolean {
  const high = o.costMaxCents ?? o.costMinCents;
  return high !== null && high > COST_REVIEW_CENTS;
}

/** The value an offering contributes to a median: the middle of its range, or null without a cost. */
export function offeringCostValue(o: OfferingCost): number | null {
  const low = o.costMinCents ?? o.costMaxCents;
  const high = o.costMaxCents ?? o.costMinCents;
  if (low === null || high === null) return null;
  return Math.round((Math.min(low, high) + Math.max(low, high)) / 2);
}

/** One offering's cost as text: «S/ 600.00 – S/ 700.00 al mes», or «S/ 15,130.00 – S/ 26,530.00 (probablemente anual o por ciclo)». */
export function formatOfferingCost(o: OfferingCost): string | null {
  const low = o.costMinCents ?? o.costMaxCents;
  const high = o.costMaxCents ?? o.costMinCents;
  if (low === null || high === null) return null;
  const amount = formatSolesRange(low, high);
  return isLikelyNotMonthly(o) ? `${amount} (${LIKELY_NOT_MONTHLY})` : `${amount} al mes`;
}

export type CostGroupSummary = {
  /** N: the offerings of the group. */
  offerings: number;
  /** n: how many have a cost. */
  withCost: number;
  medianCents: number | null;
  minCents: number | null;
  maxCents: number | null;
  /** How many of the n are above COST_REVIEW_CENTS. */
  likelyNotMonthly: number;
  /** «mensual»: every figure is monthly per the source; «no-mensual»: every one is above the threshold; «mixto»: both. */
  period: "mensual" | "no-mensual" | "mixto" | null;
};

export type CostSummary = {
  all: CostGroupSummary;
  /** Public and private apart, only when the set has offerings of both. */
  byGestion: { publica: CostGroupSummary; privada: CostGroupSummary } | null;
};

function median(sorted: number[]): number | null {
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
}

export function summariseGroup(list: readonly OfferingCost[]): CostGroupSummary {
  const priced = list.filter((o) => offeringCostValue(o) !== null);
  const values = priced.map((o) => offeringCostValue(o)!).sort((a, b) => a - b);
  const lows = priced.map((o) => Math.min(o.costMinCents ?? o.costMaxCents!, o.costMaxCents ?? o.costMinCents!));
  const highs = priced.map((o) => Math.max(o.costMinCents ?? o.costMaxCents!, o.costMaxCents ?? o.costMinCents!));
  const likelyNotMonthly = priced.filter(isLikelyNotMonthly).length;
  return {
    offerings: list.length,
    withCost: priced.length,
    medianCents: median(values),
    minCents: lows.length ? Math.min(...lows) : null,
    maxCents: highs.length ? Math.max(...highs) : null,
    likelyNotMonthly,
    period: !priced.length ? null : likelyNotMonthly === 0 ? "mensual" : likelyNotMonthly === priced.length ? "no-mensual" : "mixto",
  };
}

/** The summary of a set of offerings (each with its institution's gestión). */
export function summariseCosts(list: readonly (OfferingCost & { gestion: CostGestion })[]): CostSummary {
  const publica = list.filter((o) => o.gestion === "publica");
  const privada = list.filter((o) => o.gestion === "privada");
  return {
    all: summariseGroup(list),
    byGestion: publica.length && privada.length ? { publica: summariseGroup(publica), privada: summariseGroup(privada) } : null,
  };
}

/** The headline of a group: «S/ 124.00 al mes», «S/ 13,220.00 (probablemente anual o por ciclo)», or the median alone when mixed. */
export function costHeadline(g: CostGroupSummary): string | null {
  if (g.medianCents === null) return null;
  const amount = formatSoles(g.medianCents);
  if (g.period === "mensual") return `${amount} al mes`;
  if (g.period === "no-mensual") return `${amount} (${LIKELY_NOT_MONTHLY})`;
  return amount;
}

/**
 * What the headline rests on: «mediana de 16 de 21 ofertas con costo; de S/ 20.00 a S/ 800.00»,
 * and when mixed how many figures are probably not monthly. `unit` names what is counted.
 */
export function costBasis(g: CostGroupSummary, unit: { one: string; many: string } = { one: "oferta", many: "ofertas" }): string {
  const of = `${g.withCost} de ${g.offerings} ${g.offerings === 1 ? unit.one : unit.many} con costo`;
  if (g.medianCents === null || g.minCents === null || g.maxCents === null) return `Sin costo publicado (${of})`;
  const range = g.minCents === g.maxCents ? "" : `; de ${formatSoles(g.minCents)} a ${formatSoles(g.maxCents)}`;
  const mixed =
    g.period === "mixto"
      ? `; ${g.likelyNotMonthly} de ${g.withCost} pasan de ${formatSoles(COST_REVIEW_CENTS)}, «${LIKELY_NOT_MONTHLY}»; el resto, al mes según la fuente`
      : "";
  return `mediana de ${of}${range}${mixed}`;
}

/** The source line under a career's typical cost. */
export const CAREER_COST_SOURCE = `Fuente: Ponte en Carrera (MINEDU/MTPE), búsqueda 2016; cada oferta cuenta; los montos de más de ${formatSoles(COST_REVIEW_CENTS)} se marcan «${LIKELY_NOT_MONTHLY}»`;

/** The label of a group's row or column: «Pública», «Privada», or «Todas». */
export const GESTION_GROUP_LABELS = { all: "Todas", publica: "Públicas", privada: "Privadas" } as const;
