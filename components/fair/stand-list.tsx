"use client";

import { StandCardView } from "./stand-card-view";
import type { StandView } from "./talk";

/** The fair's stands, one card each (the `<ul>` is components/fair/fair-view.tsx's). */
export function StandListItems({ stands }: { stands: StandView[] }) {
  return stands.map((s) => (
    <li key={s.slug}>
      {/* Without `talks`, the card lists its institution's talks from the provider: each talk is sent once. */}
      <StandCardView stand={s} />
    </li>
  ));
}
