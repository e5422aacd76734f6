import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { notFound } from "next/navigation";
import { AuditHistory } from "@/components/admin/audit-history";
import { InstitutionForm } from "@/components/admin/institution-form";
import { AdminPageHeader } from "@/components/admin/page-header";
import { Card } from "@/components/ui/card";
import { formatSoles } from "@/lib/format/money";
import { adminIdParamsSchema } from "@/lib/contracts/admin";
import { adminGetInstitution, adminInstitutionOfferings } from "@/lib/server/admin/catalogue";
import { adminHistory } from "@/lib/server/admin/history";
import { requireAdminPage } from "@/lib/server/admin/page-access";
import { AppError } from "@/lib/server/http/errors";
import { href, route } from "@/lib/config/route-registry";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: route("adminInstitution").title };

/** `/admin/instituciones/{id}`: the institution's editable fields, its offerings and its history. */
export default async function AdminInstitutionPage({ params }: { params: Promise<{ id: string }> }) {
  const { id: raw } = await params;
  const user = await requireAdminPage(href("adminInstitution", { id: raw }));
  const parsed = adminIdParamsSchema.safeParse({ id: raw });
  if (!parsed.success) notFound();
  const id = parsed.data.id;
  const institution = await adminGetInstitution(user, id).catch((e) => {
    if (e instanceof AppError && e.code === "not_found") notFound();
    throw e;
  });
  const [offerings, history] = await Promise.all([adminInstitutionOfferings(user, id), adminHistory(user, "institution", id)]);

  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader
        title={institution.name}
        back={{ href: href("adminInstitutions"), label: "Instituciones" }}
        description={
          <>
            {institution.visible ? (
              <Link href={href("institution", { institutionSlug: institution.slug })} className="text-primary-700 underline">
                Ver el perfil público
              </Link>
            ) : (
              "Oculta: no aparece en el catálogo, la búsqueda ni el sitemap."
            )}
            {institution.editedFields.length
              ? ` · Campos editados aquí (la importación de datos no los cambia): ${institution.editedFields.join(", ")}.`
              : ""}
          </>
        }
      />
      <Card as="section" aria-labelledby="datos" className="gap-4 p-4 sm:p-5">
        <h2 id="datos" className="text-lg font-bold text-fg">
          Datos que muestra el perfil
        </h2>
        <InstitutionForm institution={institution} />
      </Card>

      <section aria-labelledby="ofertas" className="flex flex-col gap-3">
        <h2 id="ofertas" className="text-lg font-bold text-fg">
          Carreras y cifras ({offerings.length})
        </h2>
        {offerings.length === 0 ? (
          <p className="text-sm text-fg-muted">Esta institución no tiene carreras en nuestros datos.</p>
        ) : (
          <div
            className="overflow-x-auto rounded-card border border-border bg-surface"
            tabIndex={0}
            role="region"
            aria-label="Carreras y cifras"
          >
            <table className="w-full border-collapse text-sm">
              <caption className="sr-only">Carreras de la institución con sus cifras</caption>
              <thead className="bg-bg text-left text-xs font-semibold text-fg-muted uppercase">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    Carrera
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    Pensión
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    Años
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    Ingresantes
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    Ingreso
                  </th>
                </tr>
              </thead>
              <tbody>
                {offerings.map((o) => (
                  <tr key={o.id} className="border-t border-border align-top">
                    <th scope="row" className="px-3 py-2 text-left font-normal">
                      <Link
                        href={href("adminOffering", { id, offeringId: o.id })}
                        className="font-medium text-primary-700 underline-offset-2 hover:underline"
                      >
                        {o.programName}
                      </Link>
                      {o.regionName ? <span className="block text-xs text-fg-muted">{o.regionName}</span> : null}
                    </th>
                    <td className="px-3 py-2 text-right tabular-nums">
                      {o.costMinCents === null
                        ? "—"
                        : o.costMaxCents && o.costMaxCents !== o.costMinCents
                          ? `${formatSoles(o.costMinCents)} – ${formatSoles(o.costMaxCents)}`
                          : formatSoles(o.costMinCents)}
                    </td>
                    <td className="px-3 py-2 text-right tabular-nums">{o.durationYears ?? "—"}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{o.admissionRate === null ? "—" : `${o.admissionRate} %`}</td>
                    <td className="px-3 py-2 text-right tabular-nums">
                      {o.income === null ? "—" : `S/ ${o.income.toLocaleString("es-PE")}`}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <AuditHistory entries={history} />
    </div>
  );
}
