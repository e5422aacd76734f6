import { Badge } from "@/components/ui/badge";
import type { LicenceDto } from "@/lib/contracts/catalog";

/** SUNEDU status with its data cut; "sin dato" for institutes (no public data). */
export function LicenceBadge({ licence }: { licence: LicenceDto }) {
  const variant = licence.status === "licenciada" ? "success" : licence.status === "denegada" ? "danger" : licence.status ? "warning" : "neutral";
  return (
    <Badge variant={variant} title={licence.source} className="flex-wrap whitespace-normal">
      {licence.label}
      {licence.dataCut ? <span className="font-normal whitespace-nowrap">· corte {licence.dataCut}</span> : null}
    </Badge>
  );
}
