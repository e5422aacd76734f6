import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { notFound } from "next/navigation";
import { AuditHistory } from "@/components/admin/audit-history";
import { CareerForm } from "@/components/admin/career-form";
import { AdminPageHeader } from "@/components/admin/page-header";
import { Card } from "@/components/ui/card";
import { adminIdParamsSchema } from "@/lib/contracts/admin";
import { adminGetCareer } from "@/lib/server/admin/catalogue";
import { adminHistory } from "@/lib/server/admin/history";
import { requireAdminPage } from "@/lib/server/admin/page-access";
import { AppError } from "@/lib/server/http/errors";
import { href, route } from "@/lib/config/route-registry";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: route("adminCareer").title };

/** `/admin/carreras/{id}`. */
export default async function AdminCareerPage({ params }: { params: Promise<{ id: string }> }) {
  const { id: raw } = await params;
  const user = await requireAdminPage(href("adminCareer", { id: raw }));
  const parsed = adminIdParamsSchema.safeParse({ id: raw });
  if (!parsed.success) notFound();
  const career = await adminGetCareer(user, parsed.data.id).catch((e) => {
    if (e instanceof AppError && e.code === "not_found") notFound();
    throw e;
  });
  const history = await adminHistory(user, "career", career.id);
  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader
        title={career.name}
        back={{ href: href("adminCareers"), label: "Carreras" }}
        description={
          <>
            {career.level === "universitaria" ? "Universitaria" : "Técnica"} · {career.area} · {career.offerings} ofertas ·{" "}
            <Link href={href("estudiarCarrera", { careerSlug: career.slug })} className="text-primary-700 underline">
              Ver la página pública
            </Link>
          </>
        }
      />
      <Card as="section" aria-label="Editar la carrera" className="gap-4 p-4 sm:p-5">
        <CareerForm career={career} />
      </Card>
      <AuditHistory entries={history} />
    </div>
  );
}
