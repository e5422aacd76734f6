import "server-only";

import { firstParam as first, type SearchParams } from "@/lib/utils/search-params";

/** The donde-estudiar query, read defensively (anything odd is ignored). */
export function readFairQuery(params: SearchParams) {
  const conference = first(params.conference_id);
  const track = first(params.track);
  return {
    conferenceId: conference && /^\d{1,9}$/.test(conference) ? Number(conference) : null,
    areaId: first(params.area_id),
    showVocational: first(params.show_vocational_modal) === "1",
    track: track && /^[\w.-]{1,64}$/.test(track) ? track : null,
  };
}

/** The same page without `area_id`, back at the talks. */
export function withoutArea(path: string, params: SearchParams): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (key === "area_id" || value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) query.append(key, v);
  }
  const q = query.toString();
  return `${path}${q ? `?${q}` : ""}#expo`;
}
