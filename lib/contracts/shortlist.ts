import { z } from "zod";
import { discardReasons } from "@/lib/content/vocational/choices";
import { serialId } from "./ids";

/* ───────────── The student's list («Mi lista»): careers and places she keeps ───────────── */

/** Where an item came from: «Guardar en mi lista» on a profile, «Me interesa» on her result, or a choice in the test. */
export const shortlistSources = ["saved", "result", "test"] as const;
export type ShortlistSource = (typeof shortlistSources)[number];

/** The most items one list holds: enough for any real shortlist, bounded for the pages and the PDF. */
export const SHORTLIST_MAX = 60;

/** `POST /api/student/shortlist`: one career, or one place (an institution, optionally one of its offerings). */
export const shortlistAddSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("career"), careerId: serialId("Elige una carrera."), source: z.enum(["result", "test"]) }),
  z.object({
    kind: z.literal("place"),
    institutionId: serialId("Elige una institución."),
    offeringId: serialId("La carrera en esa institución no es válida.").nullable().optional(),
    source: z.enum(shortlistSources),
  }),
]);
export type ShortlistAdd = z.infer<typeof shortlistAddSchema>;

export const shortlistItemParamsSchema = z.object({ id: serialId() });

/** `POST /api/student/shortlist/discard`: a career she discards, with one of the reasons. */
export const shortlistDiscardSchema = z.object({
  careerId: serialId("Elige una carrera."),
  reason: z.enum(discardReasons.map((r) => r.id) as [string, ...string[]], "Elige un motivo."),
});
export type ShortlistDiscard = z.infer<typeof shortlistDiscardSchema>;

/** `PUT /api/student/shortlist/sharing`: whether her public result link shows the list. */
export const shortlistSharingSchema = z.object({ showOnSharedLink: z.boolean("Elige sí o no.") });

const ref = z.object({ id: z.number().int(), slug: z.string(), name: z.string() });

/**
 * One item of her list. A career item has `career`; a place has `institution`, and `offeringId`
 * with `career` (that offering's career) when she kept the career at that place.
 */
export const shortlistItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(["career", "place"]),
  source: z.enum(shortlistSources),
  /** When she added it (ISO). */
  addedAt: z.string(),
  career: ref.nullable(),
  institution: ref.extend({ kind: z.string(), regionName: z.string().nullable() }).nullable(),
  offeringId: z.number().int().nullable(),
});
export type ShortlistItem = z.infer<typeof shortlistItemSchema>;

export const shortlistSchema = z.object({ items: z.array(shortlistItemSchema), showOnSharedLink: z.boolean() });
export type Shortlist = z.infer<typeof shortlistSchema>;

export const shortlistDiscardedSchema = shortlistSchema.extend({
  discarded: z.object({ careerId: z.number().int(), name: z.string(), reason: z.string() }),
});
export type ShortlistDiscarded = z.infer<typeof shortlistDiscardedSchema>;
