import {
  shortlistDiscardedSchema,
  shortlistSchema,
  type Shortlist,
  type ShortlistAdd,
  type ShortlistDiscard,
  type ShortlistDiscarded,
} from "@/lib/contracts/shortlist";
import { api, unwrap } from "./client";

/** Her list («Mi lista») and whether her shared link shows it. */
export function getShortlist(): Promise<Shortlist> {
  return unwrap(api.main.get("/student/shortlist"), shortlistSchema);
}

/** Adds a career or a place (adding it again changes nothing). */
export function addToShortlist(item: ShortlistAdd): Promise<Shortlist> {
  return unwrap(api.main.post("/student/shortlist", item), shortlistSchema);
}

export function removeFromShortlist(itemId: number): Promise<Shortlist> {
  return unwrap(api.main.delete(`/student/shortlist/${itemId}`), shortlistSchema);
}

/** Discards a career with its reason: kept in her test, taken off her list. */
export function discardFromShortlist(body: ShortlistDiscard): Promise<ShortlistDiscarded> {
  return unwrap(api.main.post("/student/shortlist/discard", body), shortlistDiscardedSchema);
}

export function setShortlistSharing(showOnSharedLink: boolean): Promise<Shortlist> {
  return unwrap(api.main.put("/student/shortlist/sharing", { showOnSharedLink }), shortlistSchema);
}
