import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AuditHistory } from "@/components/admin/audit-history";
import { AdminPageHeader } from "@/components/admin/page-header";
import { UserActions } from "@/components/admin/user-actions";
import { Card } from "@/components/ui/card";
import { adminUserIdParamsSchema } from "@/lib/contracts/admin";
import { adminHistory } from "@/lib/server/admin/history";
import { requireAdminPage } from "@/lib/server/admin/page-access";
import { adminGetUser } from "@/lib/server/admin/users";
import { AppError } from "@/lib/server/http/errors";
import { href, route } from "@/lib/config/route-registry";
import { formatLimaDate } from "@/lib/format/dates";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: route("adminUser").title };

const roleLabel: Record<string, string> = {
  user: "Estudiante",
  "user-parent": "Padre o madre",
  school: "Orientador de colegio",
  advisor: "Especialista",
};

/** `/admin/usuarios/{id}`: the account (never its password), its admin role and status, its history. */
export default async function AdminUserPage({ params }: { params: Promise<{ id: string }> }) {
  const { id: raw } = await params;
  const id = decodeURIComponent(raw);
  const admin = await requireAdminPage(href("adminUser", { id: raw }));
  if (!adminUserIdParamsSchema.safeParse({ id }).success) notFound();
  const account = await adminGetUser(admin, id).catch((e) => {
    if (e instanceof AppError && e.code === "not_found") notFound();
    throw e;
  });
  const history = await adminHistory(admin, "user", account.id);
  const facts: [string, string][] = [
    ["Correo", `${account.email}${account.emailVerified ? " (confirmado)" : " (sin confirmar)"}`],
    ["Tipo", account.role ? roleLabel[account.role] : "Sin completar"],
    ["Colegio", account.schoolName ?? "—"],
    ["Administrador", account.isAdmin ? "Sí" : "No"],
    ["Estado", account.active ? "Activa" : `Desactivada el ${formatLimaDate(account.deactivatedAt!, "mediumTime")}`],
    ["Entra con", account.hasPassword ? "Contraseña" : "Google o Facebook"],
    ["Creada", formatLimaDate(account.createdAt, "mediumTime")],
  ];
  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader
        title={`${account.name} ${account.surname}`.trim() || account.email}
        back={{ href: href("adminUsers"), label: "Usuarios" }}
      />
      <Card as="section" aria-labelledby="cuenta" className="gap-4 p-4 sm:p-5">
        <h2 id="cuenta" className="text-lg font-bold text-fg">
          Cuenta
        </h2>
        <dl className="grid gap-2 text-sm sm:grid-cols-[10rem_1fr]">
          {facts.map(([k, v]) => (
            <div key={k} className="contents">
              <dt className="font-medium text-fg-muted">{k}</dt>
              <dd className="break-words">{v}</dd>
            </div>
          ))}
        </dl>
        <UserActions user={account} self={account.id === admin.id} />
      </Card>
      <AuditHistory entries={history} />
    </div>
  );
}
