import { z } from "zod";

/** The largest value of a PostgreSQL `serial`/`integer` column (int4). */
export const MAX_SERIAL = 2_147_483_647;

/** A row id as it arrives in a path, query or body: a positive integer within int4 (larger ids cannot exist). */
export const serialId = () => z.coerce.number().int().positive().max(MAX_SERIAL);
