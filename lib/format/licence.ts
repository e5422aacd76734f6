/**
 * A university's SUNEDU licence in words (catalogue labels): never a raw source string
 * («LICENCIA OTORGADA», «SUNEDU: ninguno», «(IO)»). `status` is the latest status the data has
 * (institutions.licence_status): licenciada | denegada | otro | null.
 */
export function licenceStatusLabel(status: string | null, sourceLabel: string | null): string {
  if (status === "licenciada") return "Licenciada por SUNEDU";
  if (status === "denegada") return "Licencia denegada por SUNEDU";
  const raw = (sourceLabel ?? "").toUpperCase();
  if (raw.includes("OBSERVACIONES")) return "SUNEDU: en evaluación (informe de observaciones notificado)";
  if (raw.includes("NINGUNO") || !raw) return "SUNEDU: sin estado de licenciamiento registrado";
  return `SUNEDU: ${raw.toLowerCase()}`;
}

/** What a place to study says about its licence (PDF, parent panel, career tables). */
export function placeLicenceText(kind: string, status: string | null, sourceLabel: string | null): string {
  if (kind !== "universidad") return "instituto (SUNEDU no licencia institutos)";
  if (!status) return "sin dato de licencia";
  if (status === "denegada") return "licencia denegada por SUNEDU: ya no admite alumnos nuevos";
  return licenceStatusLabel(status, sourceLabel).replace(/^L/, "l");
}
