import "server-only";
import { asc, desc, type AnyColumn, type SQL, type SQLWrapper } from "drizzle-orm";
import { sortOf } from "../paging";
import { isUniqueViolation } from "../auth/users";
import { AppError, badRequest, conflict } from "../http/errors";
import { limaInstant, limaParts } from "@/lib/utils/lima-time";

/** An instant as a Lima wall-clock value for an `<input type="datetime-local">`: «2026-06-06T16:00». */
export function limaLocal(instant: Date): string {
  const { day, time } = limaParts(instant);
  return `${day}T${time}`;
}

/** The instant of a Lima wall-clock value «2026-06-06T16:00». */
export function fromLimaLocal(value: string): Date {
  const [day, time] = value.split("T");
  return limaInstant(day, time);
}

/** The first instant of a Lima day and of the day after (for «from–to» filters, both days included). */
export function limaDayRange(from?: string, to?: string): { start?: Date; end?: Date } {
  return {
    start: from ? limaInstant(from, "00:00") : undefined,
    end: to ? new Date(limaInstant(to, "00:00").getTime() + 86_400_000) : undefined,
  };
}

/**
 * Runs a change and turns a unique-index violation into a 409 whose message sits at `field`
 * (the form shows it there) instead of a 500.
 */
export async function withUniqueField<T>(field: string, message: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof AppError) && isUniqueViolation(error)) throw conflict(message, { [field]: [message] });
    throw error;
  }
}

/**
 * The ORDER BY of a list's `sort` (`title`, `-startsAt`) among `columns` (sort key → column or
 * SQL): an unknown key is a 400 at `sort` (see `sortOf`), absent means `fallback`.
 */
export function orderFrom<M extends Record<string, AnyColumn | SQLWrapper>>(
  sort: string | undefined,
  columns: M,
  fallback: `${"-" | ""}${keyof M & string}`,
): SQL {
  const s = sortOf<keyof M & string>(sort, Object.keys(columns) as (keyof M & string)[], fallback);
  return s.desc ? desc(columns[s.key]) : asc(columns[s.key]);
}

/**
 * The checks of an edited talk (a fair conference, a webinar): its end after its start, the
 * unchanged side taken from the row, and its seats never below the people already enrolled (409).
 * Returns the start and end (Lima local) the talk will have.
 */
export function checkTalkPatch(
  patch: { startsAt?: string; endsAt?: string; capacity?: number | null },
  before: { startsAtLocal: string; endsAtLocal: string; enrolled: number },
): { startsAt: string; endsAt: string } {
  const startsAt = patch.startsAt ?? before.startsAtLocal;
  const endsAt = patch.endsAt ?? before.endsAtLocal;
  if (endsAt <= startsAt) throw badRequest("El fin debe ser después del inicio.", { endsAt: ["El fin debe ser después del inicio."] });
  if (patch.capacity != null && patch.capacity < before.enrolled) {
    const message = `Ya hay ${before.enrolled} inscritos: el cupo no puede ser menor.`;
    throw conflict(message, { capacity: [message] });
  }
  return { startsAt, endsAt };
}
