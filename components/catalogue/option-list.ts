/**
 * Long option lists (regions, careers) in a short form for the RSC payload: an option whose value
 * is the slug of its label travels as the label alone, any other as `[value, label]` (
 * the directory's 139 careers cost ~40 % less). Used by the page (pack) and the filters (unpack).
 * The places of a programme on a modality page are packed the same way (placeOf / unpackPlace).
 * A plain module: server components pack, client components unpack.
 */
export type OptionPair = [value: string, label: string];
export type PackedOptions = (string | OptionPair)[];

/** Lower case, no accents, every run of other characters as one "-" (the catalogue's slugs). */
export function slugOf(label: string): string {
  return label
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

export function packOptions(pairs: OptionPair[]): PackedOptions {
  return pairs.map(([value, label]) => (slugOf(label) === value ? label : [value, label]));
}

export function unpackOptions(packed: PackedOptions): { value: string; label: string }[] {
  return packed.map((item) => (typeof item === "string" ? { value: slugOf(item), label: item } : { value: item[0], label: item[1] }));
}

/**
 * A place where a programme is taught, for ModalityCareerList: the region alone when the offering's
 * slug is `{programme}-{region}` (slugOf both: most of a large university's offerings), else
 * `[slug, region]`. The region is "" when the source has none.
 */
export type ProgrammePlace = string | [slug: string, region: string];

export function placeOf(programme: string, slug: string, region: string): ProgrammePlace {
  return region && slug === `${slugOf(programme)}-${slugOf(region)}` ? region : [slug, region];
}

export function unpackPlace(programme: string, place: ProgrammePlace): [slug: string, region: string] {
  return typeof place === "string" ? [`${slugOf(programme)}-${slugOf(place)}`, place] : place;
}
