import { Alert } from "@/components/ui/alert";
import { formatLimaDate } from "@/lib/format/dates";

export type { SearchParams } from "@/lib/utils/search-params";

/** The filters of a list as strings, for the table's links (`keep`). */
export function keepOf(query: Record<string, unknown>, keys: string[]): Record<string, string | undefined> {
  return Object.fromEntries(keys.map((k) => [k, query[k] === undefined || query[k] === null ? undefined : String(query[k])]));
}

/** The title of a back-office page (one component for the whole back office). */
export { AdminPageHeader as PageHeader } from "@/components/admin/page-header";

/** A titled card (one component for the whole back office). */
export { AdminSection as Section } from "@/components/admin/section";

export function InvalidFilters({ invalid }: { invalid: boolean }) {
  return invalid ? (
    <Alert variant="warning" title="Los filtros no son válidos">
      Mostramos la lista sin filtros.
    </Alert>
  ) : null;
}

/** A native select for a list's GET form (filters), labelled. */
export function FilterSelect({
  name,
  label,
  value,
  options,
  allLabel = "Todos",
}: {
  name: string;
  label: string;
  value?: string | number;
  options: { value: string | number; label: string }[];
  allLabel?: string;
}) {
  return (
    <label className="flex w-full min-w-0 flex-col gap-1 text-sm font-medium text-fg sm:w-auto">
      {label}
      <select
        name={name}
        defaultValue={value === undefined ? "" : String(value)}
        className="min-h-11 w-full rounded-lg border border-border bg-surface px-3 text-base text-fg sm:w-auto sm:max-w-64"
      >
        <option value="">{allLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={String(o.value)}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The fair-edition filter of the stands and conferences lists. */
export function FairFilter({ fairs, value }: { fairs: { id: number; name: string }[]; value?: number }) {
  return (
    <FilterSelect name="fairId" label="Feria" value={value} options={fairs.map((f) => ({ value: f.id, label: f.name }))} allLabel="Todas" />
  );
}

export function FilterDate({ name, label, value }: { name: string; label: string; value?: string }) {
  return (
    <label className="flex w-[calc(50%-0.25rem)] min-w-0 flex-col gap-1 text-sm font-medium text-fg sm:w-auto">
      {label}
      <input
        type="date"
        name={name}
        defaultValue={value ?? ""}
        className="min-h-11 w-full min-w-0 rounded-lg border border-border bg-surface px-3 text-base text-fg"
      />
    </label>
  );
}

/** An instant in Lima time, short («23 nov 2026, 10:05»). */
export const limaShort = (iso: string | null | undefined) => (iso ? formatLimaDate(iso, "mediumTime") : "—");

/** The record's history (one component for the whole back office). */
export { AuditHistory as AuditTrail } from "@/components/admin/audit-history";
