import "server-only";
import { paidSectionKeys } from "@/lib/content/vocational/sections";
import type { SectionKey } from "@/lib/content/vocational";
import { membershipRequired } from "../http/errors";
import { LIVE_MESSAGES } from "@/lib/content/live/messages";
import { hasActiveMembership } from "../membership/memberships";

/**
 * Sections only members may save: the «Reto». The rest of the test, every result
 * with its reasons, the catalogue and the PDF stay free for everyone.
 */
export const premiumSections: ReadonlySet<SectionKey> = new Set<SectionKey>(paidSectionKeys);

/** 403 `membership_required` when a free user saves a premium section. */
export async function assertSectionAllowed(userId: string, section: SectionKey): Promise<void> {
  if (!premiumSections.has(section)) return;
  if (!(await hasActiveMembership(userId))) throw membershipRequired(LIVE_MESSAGES.retoRequired);
}
