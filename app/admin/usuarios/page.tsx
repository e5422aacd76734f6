import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { AdminListPage } from "@/components/admin/admin-list-page";
import type { AdminColumn } from "@/components/admin/admin-table";
import { adminListQuerySchema } from "@/lib/contracts/admin";
import type { AdminUser } from "@/lib/contracts/admin-catalogue";
import { loadAdminList } from "@/lib/server/admin/list-page";
import { requireAdminPage } from "@/lib/server/admin/page-access";
import { adminListUsers } from "@/lib/server/admin/users";
import type { SearchParams } from "@/lib/utils/search-params";
import { href, route } from "@/lib/config/route-registry";
import { formatLimaDate } from "@/lib/format/dates";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: route("adminUsers").title };

const roleLabel: Record<string, string> = {
  user: "Estudiante",
  "user-parent": "Padre o madre",
  school: "Orientador",
  advisor: "Especialista",
};

const columns: AdminColumn<AdminUser>[] = [
  {
    key: "email",
    label: "Correo",
    sort: "email",
    cell: (r) => (
      <Link
        href={href("adminUser", { id: encodeURIComponent(r.id) })}
        className="font-medium break-all text-primary-700 underline-offset-2 hover:underline"
      >
        {r.email}
      </Link>
    ),
  },
  { key: "name", label: "Nombre", sort: "name", cell: (r) => `${r.name} ${r.surname}`.trim() || "—" },
  {
    key: "role",
    label: "Tipo",
    cell: (r) => [r.role ? roleLabel[r.role] : "Sin completar", r.isAdmin ? "admin" : null].filter(Boolean).join(" · "),
  },
  {
    key: "active",
    label: "Estado",
    cell: (r) => (r.active ? "Activa" : <span className="font-semibold text-danger-700">Desactivada</span>),
  },
  { key: "createdAt", label: "Creada", sort: "createdAt", cell: (r) => formatLimaDate(r.createdAt, "medium") },
];

/** `/admin/usuarios`: search accounts; make admin; deactivate. */
export default async function AdminUsersPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await requireAdminPage(href("adminUsers"));
  const { data, query, invalid } = await loadAdminList(adminListQuerySchema, await searchParams, (q) =>
    adminListUsers(user, { ...q, sort: q.sort ?? "-createdAt" }),
  );
  return (
    <AdminListPage
      title="Usuarios"
      description="Las cuentas de Rumbo, de la más nueva a la más antigua."
      invalid={invalid}
      basePath={href("adminUsers")}
      query={{ ...query, sort: query.sort ?? "-createdAt" }}
      data={data}
      columns={columns}
      rowKey={(r) => r.id}
      searchLabel="Buscar por nombre o correo"
      emptyText="No hay cuentas que coincidan."
    />
  );
}
