import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AdminTable } from "@/components/admin/admin-table";
import { ToggleSchoolCode } from "@/components/admin/ops/actions";
import { SchoolCodeForm } from "@/components/admin/ops/forms";
import { AuditTrail, InvalidFilters, limaShort, PageHeader, Section, type SearchParams } from "@/components/admin/ops/page-bits";
import { adminIdParamsSchema, adminListQuerySchema } from "@/lib/contracts/admin";
import { getDb } from "@/lib/db/client";
import { listAudit } from "@/lib/server/audit";
import { requireAdminPage } from "@/lib/server/admin/page-access";
import { getSchool, listSchoolCodes } from "@/lib/server/admin/schools";
import { readListQuery } from "@/lib/utils/search-params";
import { href, route } from "@/lib/config/route-registry";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: route("adminSchool").title };

export default async function SchoolPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<SearchParams>;
}) {
  const raw = await params;
  const user = await requireAdminPage(href("adminSchool", { id: raw.id }));
  const parsed = adminIdParamsSchema.safeParse(raw);
  if (!parsed.success) notFound();
  const school = await getSchool(user, parsed.data.id).catch(() => notFound());
  const { query, invalid } = readListQuery(adminListQuerySchema, await searchParams);
  const [codes, audit] = await Promise.all([listSchoolCodes(user, school.id, query), listAudit(await getDb(), "school", school.id)]);
  const place = [school.district, school.province, school.department].filter(Boolean).join(", ");
  return (
    <div className="flex flex-col gap-5">
      <PageHeader
        title={school.name}
        description={`${school.level} · código modular ${school.code}${place ? ` · ${place}` : ""} · ${school.students} estudiante(s)`}
        back={{ href: href("adminSchools"), label: "Colegios" }}
      />
      <Section
        id="nuevo-codigo"
        title="Nuevo código"
        description="Los estudiantes lo escriben al unirse al colegio y reciben la membresía. Sin código, se genera uno de 8 caracteres fácil de leer."
      >
        <SchoolCodeForm schoolId={school.id} />
      </Section>
      <Section id="codigos" title="Códigos del colegio">
        <InvalidFilters invalid={invalid} />
        <AdminTable
          caption="Códigos del colegio"
          basePath={href("adminSchool", { id: school.id })}
          query={query}
          data={codes}
          rowKey={(c) => c.id}
          searchLabel="Buscar código"
          emptyText="Este colegio no tiene códigos todavía."
          columns={[
            {
              key: "code",
              label: "Código",
              sort: "code",
              cell: (c) => <code className="font-mono text-base font-semibold tracking-wider">{c.code}</code>,
            },
            { key: "used", label: "Usados", sort: "used", align: "right", cell: (c) => `${c.used} / ${c.capacity ?? "∞"}` },
            { key: "group", label: "Grado y sección", cell: (c) => [c.grade, c.section].filter(Boolean).join(" ") || "—" },
            {
              key: "expires",
              label: "Vence",
              cell: (c) => (c.expiresAt ? `${limaShort(c.expiresAt)}${c.expired ? " (vencido)" : ""}` : "No vence"),
            },
            { key: "state", label: "Estado", cell: (c) => (c.active ? "Activo" : "Desactivado") },
            { key: "createdAt", label: "Creado", sort: "createdAt", cell: (c) => limaShort(c.createdAt) },
            { key: "actions", label: "Acciones", cell: (c) => <ToggleSchoolCode schoolId={school.id} codeId={c.id} active={c.active} /> },
          ]}
        />
      </Section>
      <AuditTrail entries={audit} />
    </div>
  );
}
