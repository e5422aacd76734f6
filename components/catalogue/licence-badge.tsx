import { Badge } from "@/components/ui/badge";
import type { LicenceDto } from "@/lib/contracts/catalogue";

/** What a denied licence means for a student, in plain words (shown wherever the badge is). */
export const deniedLicenceText =
  "SUNEDU le negó la licencia: ya no puede admitir alumnos nuevos y debe cerrar. Quien estudia allí tiene que continuar en otra universidad.";

/** SUNEDU status with its data cut; "sin dato" for institutes (no public data). A denied licence is explained. */
export function LicenceBadge({ licence }: { licence: LicenceDto }) {
  const variant =
    licence.status === "licenciada" ? "success" : licence.status === "denegada" ? "danger" : licence.status ? "warning" : "neutral";
  return (
    <>
      <Badge variant={variant} title={licence.source} className="flex-wrap whitespace-normal">
        {licence.label}
        {licence.dataCut ? <span className="font-normal whitespace-nowrap">· corte {licence.dataCut}</span> : null}
      </Badge>
      {licence.status === "denegada" ? (
        <span data-testid="licence-explained" className="mt-1 block basis-full text-xs leading-snug text-danger-800">
          {deniedLicenceText}
        </span>
      ) : null}
    </>
  );
}
