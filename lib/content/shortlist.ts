import type { ShortlistItem, ShortlistSource } from "@/lib/contracts/shortlist";
import { formatLimaDate } from "@/lib/format/dates";

/** Where an item of her list came from, as she reads it on her list («La guardaste»…). */
export function sourceLabel(item: Pick<ShortlistItem, "source" | "kind">): string {
  const labels: Record<ShortlistSource, string> = {
    saved: "La guardaste",
    result: "Te interesó en tu resultado",
    test: "La elegiste en el test",
  };
  return labels[item.source];
}

/** The same for someone else reading it (her shared link, her parents). */
export function sourceLabelOther(item: Pick<ShortlistItem, "source">): string {
  const labels: Record<ShortlistSource, string> = {
    saved: "La guardó",
    result: "Le interesó en su resultado",
    test: "La eligió en el test",
  };
  return labels[item.source];
}

/** An item's name: the career, the place, or the career at the place. */
export function itemName(item: Pick<ShortlistItem, "career" | "institution">): string {
  if (item.institution && item.career) return `${item.career.name} en ${item.institution.name}`;
  return item.institution?.name ?? item.career?.name ?? "";
}

/** The date she added it, in Lima («3 de diciembre de 2026»). */
export function addedOn(iso: string): string {
  return formatLimaDate(iso);
}
