import type { Stand } from "@/lib/contracts/fair";
import { StandCardView } from "./stand-card-view";
import { toStandView } from "./talk";

/** An institution's stand at the fair (the fair page and the embeddable stands): its data goes to the client card. */
export function StandCard({ stand, headingLevel = 3, linkTarget }: { stand: Stand; headingLevel?: 2 | 3; linkTarget?: "_blank" }) {
  return <StandCardView stand={toStandView(stand)} headingLevel={headingLevel} linkTarget={linkTarget} />;
}
