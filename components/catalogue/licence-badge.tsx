import { SUNEDU_VERIFY } from "@/lib/content/catalogue/sources";
import type { LicenceDto } from "@/lib/contracts/catalogue";

/** What a denied licence means for a student, in plain words (shown wherever the badge is). */
export const deniedLicenceText =
  "SUNEDU le negó la licencia: ya no puede admitir alumnos nuevos y debe cerrar. Quien estudia allí tiene que continuar en otra universidad.";

/** The warning beside «Solicitar información» at a university SUNEDU denied; null elsewhere. */
export function leadWarning(licence: LicenceDto): string | null {
  return licence.status === "denegada"
    ? "Licencia denegada por SUNEDU: esta universidad ya no puede admitir alumnos nuevos. Pide información sabiendo que no podrías matricularte aquí."
    : null;
}

/**
 * The short qualifier after the status: the resolution and date of a status given after the data
 * cut, the end date of a licence that has passed (and where to verify), or the data cut.
 */
export function licenceQualifier(licence: LicenceDto): string | null {
  if (licence.resolution) return `${licence.resolution}${licence.asOf ? ` (${licence.asOf})` : ""}`;
  if (licence.laterSource) return `${licence.history ?? ""} Verifica en ${SUNEDU_VERIFY}`.trim();
  if (licence.expired && licence.validUntil) return `su fecha de fin (${licence.validUntil}) ya pasó: verifica en ${SUNEDU_VERIFY}`;
  if (licence.dataCut) return `corte ${licence.dataCut}`;
  return null;
}

/**
 * The latest SUNEDU status with its date (a later resolution, or the data cut); "sin dato" for
 * institutes (no public data). A denied licence is explained; a licence whose end date has passed
 * says so and where to verify. Styled by styles/directory.css (`.licence-badge`, the colours of
 * components/ui/badge.tsx): the badge is repeated on every directory card.
 */
export function LicenceBadge({ licence }: { licence: LicenceDto }) {
  // A licence whose end date has passed is not shown as current (no green badge with a past date).
  const tone =
    licence.status === "licenciada" && !licence.expired
      ? "success"
      : licence.status === "denegada"
        ? "danger"
        : licence.status
          ? "warning"
          : undefined;
  const qualifier = licenceQualifier(licence);
  return (
    <>
      <span className="licence-badge" data-tone={tone} title={licence.source} data-licence={licence.status ?? "sin-dato"}>
        {licence.label}
        {qualifier ? <span>{`· ${qualifier}`}</span> : null}
      </span>
      {licence.status === "denegada" ? (
        <span data-testid="licence-explained" className="licence-denied">
          {deniedLicenceText}
        </span>
      ) : null}
    </>
  );
}
