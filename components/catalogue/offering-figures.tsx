import type { OfferingDto } from "@/lib/contracts/catalogue";
import { formatCost, formatDuration, formatIncome, formatSelectivity, formatYesNo, sourceLine } from "./format";

type Row = { key: string; label: string; value: string | null; sourceKey: string; note?: string | null };

export function offeringRows(o: OfferingDto): Row[] {
  return [
    { key: "cost", label: "Costo", value: formatCost(o.costMinCents, o.costMaxCents), sourceKey: "cost", note: o.costNote },
    { key: "duration", label: "Duración", value: formatDuration(o.durationYears), sourceKey: "duration" },
    { key: "selectivity", label: "Ingresantes / postulantes", value: formatSelectivity(o), sourceKey: "admissionRate" },
    { key: "income", label: "Ingreso de egresados", value: formatIncome(o.income), sourceKey: "income" },
    { key: "credit", label: "Crédito educativo", value: formatYesNo(o.credit), sourceKey: "credit" },
    { key: "scholarships", label: "Becas", value: formatYesNo(o.scholarships), sourceKey: "scholarships" },
  ];
}

/**
 * A list of source lines, each once, and the index of a line in it (added if new): the career
 * cards repeat two or three sources, which travel once per page (components/catalogue/profile-items.tsx).
 */
export function sourceTable(): { sources: string[]; indexOf: (line: string) => number } {
  const sources: string[] = [];
  return {
    sources,
    indexOf: (line) => {
      const at = sources.indexOf(line);
      return at >= 0 ? at : sources.push(line) - 1;
    },
  };
}

/**
 * Every figure with its source and year; "sin dato" where the source has none. The other campuses
 * of the same career use OtherOfferingList (components/catalogue/profile-items.tsx), drawn alike.
 */
export function OfferingFigures({ offering, missingCost }: { offering: OfferingDto; missingCost?: string | null }) {
  return (
    <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      {offeringRows(offering).map((row) => (
        <div key={row.key} className="rounded-lg bg-neutral-50 p-3">
          <dt className="text-sm font-medium text-fg-muted">{row.label}</dt>
          <dd className="mt-0.5 text-base font-semibold text-fg">
            {row.value ?? <span className="font-normal text-fg-muted">{(row.key === "cost" && missingCost) || "Sin dato"}</span>}
          </dd>
          {row.note ? <dd className="mt-1 text-sm text-warning-800">⚠ {row.note}</dd> : null}
          {row.value ? <dd className="mt-1 text-xs text-fg-muted">{sourceLine(offering.sources[row.sourceKey])}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
