import type { ReactNode } from "react";
import { AdminTable, type AdminColumn } from "@/components/admin/admin-table";
import type { Paged } from "@/lib/contracts/admin";
import { bookingStatusLabels, type AdminBooking, type BookingListQuery } from "@/lib/contracts/admin-advisors";
import { FilterDate, FilterSelect, keepOf } from "./page-bits";

/** The live sessions list, for the back office (all advisors) and for one advisor (`/asesor/sesiones`). */
export function BookingTable({
  basePath,
  query,
  data,
  advisors,
  extraColumns = [],
}: {
  basePath: string;
  query: BookingListQuery;
  data: Paged<AdminBooking>;
  advisors?: { id: number; name: string }[];
  extraColumns?: AdminColumn<AdminBooking>[];
}) {
  const filters: ReactNode = (
    <>
      {advisors ? (
        <FilterSelect
          name="advisorId"
          label="Asesor"
          value={query.advisorId}
          options={advisors.map((a) => ({ value: a.id, label: a.name }))}
        />
      ) : null}
      <FilterSelect
        name="status"
        label="Estado"
        value={query.status}
        options={Object.entries(bookingStatusLabels).map(([value, label]) => ({ value, label }))}
      />
      <FilterDate name="from" label="Desde" value={query.from} />
      <FilterDate name="to" label="Hasta" value={query.to} />
    </>
  );
  return (
    <AdminTable
      caption="Sesiones en vivo"
      basePath={basePath}
      query={query}
      data={data}
      keep={keepOf(query, ["advisorId", "status", "from", "to"])}
      filters={filters}
      rowKey={(b) => b.id}
      searchLabel="Estudiante"
      searchPlaceholder="Nombre o correo"
      emptyText="No hay sesiones que coincidan."
      columns={[
        { key: "startsAt", label: "Cuándo (Lima)", sort: "startsAt", cell: (b) => b.whenLabel },
        {
          key: "student",
          label: "Estudiante",
          cell: (b) => (
            <span className="flex flex-col">
              <span className="font-medium">{b.userName || "—"}</span>
              <span className="break-all text-fg-muted">{b.userEmail}</span>
            </span>
          ),
        },
        ...(advisors ? [{ key: "advisor", label: "Asesor", sort: "advisor", cell: (b: AdminBooking) => b.advisorName }] : []),
        { key: "status", label: "Estado", sort: "status", cell: (b) => bookingStatusLabels[b.status] },
        { key: "note", label: "Nota del estudiante", cell: (b) => b.note ?? "—" },
        ...extraColumns,
      ]}
    />
  );
}
