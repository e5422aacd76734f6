import type { Metadata } from "next";
import { AdminTable, type AdminColumn } from "@/components/admin/admin-table";
import { InvalidFilters } from "@/components/admin/ops/page-bits";
import { Card } from "@/components/ui/card";
import { InviteCounsellorForm } from "@/components/family/invite-counsellor-form";
import { adminListQuerySchema } from "@/lib/contracts/admin";
import type { Counsellor } from "@/lib/contracts/family";
import { loadAdminList } from "@/lib/server/admin/list-page";
import { requireAdminPage } from "@/lib/server/admin/page-access";
import { listCounsellors } from "@/lib/server/family/counsellors";
import type { SearchParams } from "@/lib/utils/search-params";
import { href, route } from "@/lib/config/route-registry";
import { formatLimaDate } from "@/lib/format/dates";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: route("adminCounsellors").title };

const columns: AdminColumn<Counsellor>[] = [
  { key: "name", label: "Orientador", cell: (c) => `${c.name} ${c.surname}` },
  { key: "email", label: "Correo", cell: (c) => c.email },
  { key: "school", label: "Colegio", cell: (c) => c.schoolName },
  {
    key: "active",
    label: "Estado",
    cell: (c) => (
      <span
        className={`rounded-full px-2 py-0.5 text-xs font-semibold ${c.active ? "bg-success-100 text-success-800" : "bg-warning-50 text-warning-900"}`}
      >
        {c.active ? "Activo" : "Invitación pendiente"}
      </span>
    ),
  },
  { key: "createdAt", label: "Invitado", cell: (c) => formatLimaDate(c.createdAt, "short") },
];

/** `/admin/orientadores`: the school counsellors (one school each) and the invitation form. */
export default async function CounsellorsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await requireAdminPage(href("adminCounsellors"));
  const { query, data, invalid } = await loadAdminList(adminListQuerySchema, await searchParams, (q) => listCounsellors(user, q));
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-fg">Orientadores de colegio</h1>
        <p className="text-fg-muted">
          Cada orientador pertenece a un colegio y ve en su panel solo a los estudiantes de ese colegio que aceptaron compartir su avance.
          La invitación le llega por correo con un enlace para elegir su contraseña (vale 7 días). Invitar otra vez a quien aún no la activó
          reenvía el enlace.
        </p>
      </div>
      <Card as="section" aria-labelledby="invitar" className="gap-4 p-4 sm:p-5">
        <h2 id="invitar" className="text-lg font-bold text-fg">
          Invitar a un orientador
        </h2>
        <InviteCounsellorForm />
      </Card>
      <section aria-labelledby="lista" className="flex flex-col gap-3">
        <h2 id="lista" className="text-lg font-bold text-fg">
          Orientadores por colegio
        </h2>
        <InvalidFilters invalid={invalid} />
        <AdminTable
          caption="Orientadores"
          basePath={href("adminCounsellors")}
          query={query}
          data={data}
          columns={columns}
          rowKey={(c) => c.id}
          searchPlaceholder="Nombre, correo o colegio"
          emptyText="Aún no hay orientadores invitados."
        />
      </section>
    </div>
  );
}
