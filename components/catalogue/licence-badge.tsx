import type { LicenceDto } from "@/lib/contracts/catalogue";

/** What a denied licence means for a student, in plain words (shown wherever the badge is). */
export const deniedLicenceText =
  "SUNEDU le negó la licencia: ya no puede admitir alumnos nuevos y debe cerrar. Quien estudia allí tiene que continuar en otra universidad.";

/**
 * SUNEDU status with its data cut; "sin dato" for institutes (no public data). A denied licence is
 * explained. Styled by styles/directory.css (`.licence-badge`, the colours of components/ui/badge.tsx):
 * the badge is repeated on every directory card.
 */
export function LicenceBadge({ licence }: { licence: LicenceDto }) {
  const tone =
    licence.status === "licenciada" ? "success" : licence.status === "denegada" ? "danger" : licence.status ? "warning" : undefined;
  return (
    <>
      <span className="licence-badge" data-tone={tone} title={licence.source}>
        {licence.label}
        {licence.dataCut ? <span>{`· corte ${licence.dataCut}`}</span> : null}
      </span>
      {licence.status === "denegada" ? (
        <span data-testid="licence-explained" className="licence-denied">
          {deniedLicenceText}
        </span>
      ) : null}
    </>
  );
}
