import type { Conference, ConferenceStatus, FairDay, Stand } from "@/lib/contracts/fair";

/** The id of a talk's card in the page: the target of `conference_id` (components/fair/fair-query-effects.tsx). */
export const conferenceAnchor = (id: number) => `conferencia-${id}`;

/**
 * What the fair's client components show of a conference: the page sends only these fields in
 * its flight payload (the API's `Conference` has more — image, instants, capacity, areas — and is
 * still accepted where a `FairTalk` is expected, e.g. after an enrolment or a reload).
 */
export type FairTalk = Pick<
  Conference,
  | "id"
  | "title"
  | "author"
  | "description"
  | "startTime"
  | "endTime"
  | "startDate"
  | "startDateFilter"
  | "signed"
  | "status"
  | "seatsLeft"
  | "full"
> & { institution: Pick<NonNullable<Conference["institution"]>, "slug" | "name" | "shortName"> | null };

/** A conference reduced to what the cards, the schedule and the live room show. */
export function toFairTalk(c: Conference): FairTalk {
  return {
    id: c.id,
    title: c.title,
    author: c.author,
    description: c.description,
    startTime: c.startTime,
    endTime: c.endTime,
    startDate: c.startDate,
    startDateFilter: c.startDateFilter,
    signed: c.signed,
    status: c.status,
    seatsLeft: c.seatsLeft,
    full: c.full,
    institution: c.institution ? { slug: c.institution.slug, name: c.institution.name, shortName: c.institution.shortName } : null,
  };
}

/**
 * A talk as the fair page sends it to the browser: a tuple, because the page's flight payload
 * repeats every key of every object (and escapes its quotes); the day is an index into the fair's
 * days, whose long label is the talk's date; `full` is `seatsLeft === 0`, as in the API; the
 * institution is an index into the page's stands when it has one (it always has: a talk belongs to
 * a stand), else written out.
 */
export type TalkRow = [
  id: number,
  title: string,
  author: string,
  description: string,
  startTime: string,
  endTime: string,
  day: number,
  signed: boolean,
  status: ConferenceStatus,
  seatsLeft: number | null,
  institution: number | [slug: string, name: string, shortName: string | null] | null,
];

type TalkInstitution = FairTalk["institution"] & {};

export function packTalks(conferences: Conference[], days: FairDay[], institutions: Array<Pick<TalkInstitution, "slug">> = []): TalkRow[] {
  const dayIndex = new Map(days.map((d, i) => [d.value, i]));
  const institutionIndex = new Map(institutions.map((x, i) => [x.slug, i]));
  return conferences.map((c) => [
    c.id,
    c.title,
    c.author,
    c.description,
    c.startTime,
    c.endTime,
    dayIndex.get(c.startDateFilter) ?? -1,
    c.signed,
    c.status,
    c.seatsLeft,
    c.institution ? (institutionIndex.get(c.institution.slug) ?? [c.institution.slug, c.institution.name, c.institution.shortName]) : null,
  ]);
}

export function unpackTalks(rows: TalkRow[], days: FairDay[], institutions: TalkInstitution[] = []): FairTalk[] {
  return rows.map(([id, title, author, description, startTime, endTime, day, signed, status, seatsLeft, institution]) => ({
    id,
    title,
    author,
    description,
    startTime,
    endTime,
    startDate: days[day]?.longLabel ?? "",
    startDateFilter: days[day]?.value ?? "",
    signed,
    status,
    seatsLeft,
    full: seatsLeft === 0,
    institution: unpackInstitution(institution, institutions),
  }));
}

function unpackInstitution(value: TalkRow[10], institutions: TalkInstitution[]): FairTalk["institution"] {
  if (value === null) return null;
  if (typeof value === "number") {
    const { slug, name, shortName } = institutions[value];
    return { slug, name, shortName };
  }
  return { slug: value[0], name: value[1], shortName: value[2] };
}

/** A talk as a stand card lists it: "Sábado 12 de diciembre, 11:00 a. m.: <title>". */
export type StandTalk = { id: number; when: string; title: string };

export const toStandTalk = (c: Pick<Conference, "id" | "title" | "startDate" | "startTime">): StandTalk => ({
  id: c.id,
  when: `${c.startDate}, ${c.startTime}`,
  title: c.title,
});

/**
 * What a stand card shows: the institution, the stand's texts and its talks. Without `talks`, the
 * card lists the talks of its institution from the page's <ConferenceProvider> (the fair page
 * already sends every talk once).
 */
export type StandView = {
  slug: string;
  name: string;
  shortName: string | null;
  /** "Universidad · Lima" */
  meta: string;
  headline: string;
  description: string;
  highlights: string[];
  talks?: StandTalk[];
};

/** A stand as the fair page sends it (a tuple, as the talks; its talks come from the provider). */
export type StandRow = [
  slug: string,
  name: string,
  shortName: string | null,
  meta: string,
  headline: string,
  description: string,
  highlights: string[],
];

export const packStand = (s: StandView): StandRow => [s.slug, s.name, s.shortName, s.meta, s.headline, s.description, s.highlights];

export const unpackStand = ([slug, name, shortName, meta, headline, description, highlights]: StandRow): StandView => ({
  slug,
  name,
  shortName,
  meta,
  headline,
  description,
  highlights,
});

export function toStandView(stand: Stand, { talks = true }: { talks?: boolean } = {}): StandView {
  const i = stand.institution;
  return {
    slug: i.slug,
    name: i.name,
    shortName: i.shortName,
    meta: `${i.kind === "universidad" ? "Universidad" : "Instituto"}${i.region ? ` · ${i.region}` : ""}`,
    headline: stand.headline,
    description: stand.description,
    highlights: stand.highlights,
    ...(talks ? { talks: stand.conferences.map(toStandTalk) } : {}),
  };
}
