import type { Metadata } from "next";
import { CancelBooking } from "@/components/admin/ops/actions";
import { BookingTable } from "@/components/admin/ops/booking-table";
import { InvalidFilters, PageHeader, type SearchParams } from "@/components/admin/ops/page-bits";
import { bookingListQuerySchema } from "@/lib/contracts/admin-advisors";
import { advisorOptions, listBookings } from "@/lib/server/admin/advisors";
import { requireAdminPage } from "@/lib/server/admin/page-access";
import { readListQuery } from "@/lib/utils/search-params";
import { href, route } from "@/lib/config/route-registry";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: route("adminAdvisorSessions").title };

export default async function BookingsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await requireAdminPage(href("adminAdvisorSessions"));
  const { query, invalid } = readListQuery(bookingListQuerySchema, await searchParams);
  const [data, advisors] = await Promise.all([listBookings(user, query), advisorOptions(user)]);
  return (
    <div className="flex flex-col gap-5">
      <PageHeader
        title="Sesiones reservadas"
        back={{ href: href("adminAdvisors"), label: "Asesores" }}
        description="Las sesiones en vivo de los miembros. Cancelar avisa por correo al estudiante y al asesor, y devuelve la sesión a su plan."
      />
      <InvalidFilters invalid={invalid} />
      <BookingTable
        basePath={href("adminAdvisorSessions")}
        query={query}
        data={data}
        advisors={advisors}
        extraColumns={[{ key: "actions", label: "Acciones", cell: (b) => (b.status === "confirmed" ? <CancelBooking id={b.id} /> : null) }]}
      />
    </div>
  );
}
