import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { Suspense } from "react";
import { AdminTable, type AdminColumn } from "@/components/admin/admin-table";
import { FunnelChart } from "@/components/admin/metrics-charts";
import { CounsellorCodeForm } from "@/components/family/counsellor-code-form";
import { InvitationLink } from "@/components/family/invitation-link";
import { progressText } from "@/components/family/student-result-view";
import { buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { CardGridSkeleton, SkeletonBlock, SkeletonRegion, TableSkeleton } from "@/components/ui/skeleton";
import { schoolPanelFields, type SchoolPanelFieldKey } from "@/lib/content/family/school-sharing";
import { describeCode } from "@/lib/content/vocational/interests";
import { schoolPanelQuerySchema, type PanelStudent, type SchoolPanelQuery } from "@/lib/contracts/family";
import { classInvitationPath, schoolGradeOptions } from "@/lib/contracts/school";
import { appUrl } from "@/lib/config/env";
import type { SessionUser } from "@/lib/contracts/session";
import { requireCounsellorPage } from "@/lib/server/family/page-access";
import { listCounsellorCodes, listPanelStudents, schoolCohort } from "@/lib/server/family/school-panel";
import { href, route } from "@/lib/config/route-registry";
import { formatLimaDate } from "@/lib/format/dates";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: route("schoolPanel").title, robots: { index: false } };

type Search = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
const selectClasses =
  "min-h-11 rounded-lg border border-border bg-surface px-3 text-base text-fg focus:outline-2 focus:outline-primary-600";

/**
 * One cell per field the student agreed to share (lib/content/family/school-sharing.ts, which the
 * consent text is written from): a field without a cell, or a cell without a field, does not compile.
 */
const cells: Record<SchoolPanelFieldKey, Omit<AdminColumn<PanelStudent>, "label">> = {
  name: {
    key: "surname",
    sort: "surname",
    cell: (s) => (
      <Link href={href("schoolPanelStudent", { id: s.id })} className="font-medium text-primary-700 underline">
        {s.name} {s.surname}
      </Link>
    ),
  },
  grade: { key: "grade", sort: "grade", cell: (s) => (s.grade ? `${s.grade}.º` : "—") },
  section: { key: "section", sort: "section", cell: (s) => s.section ?? "—" },
  progress: { key: "progress", cell: (s) => progressText(s.progress) },
  holland: { key: "holland", cell: (s) => describeCode(s.hollandCode) ?? "—" },
  careers: { key: "careers", cell: (s) => (s.topCareers.length ? s.topCareers.map((c) => c.name).join(", ") : "—") },
  lastActiveAt: { key: "lastActiveAt", cell: (s) => (s.lastActiveAt ? formatLimaDate(s.lastActiveAt, "short") : "—") },
};
const columns: AdminColumn<PanelStudent>[] = schoolPanelFields.map((f) => ({ ...cells[f.key], label: f.column }));

function Stat({ label, value, hint }: { label: string; value: number; hint?: string }) {
  return (
    <div className="flex flex-col gap-1 rounded-card border border-border bg-surface p-4 shadow-card">
      <dt className="text-sm text-fg-muted">{label}</dt>
      <dd className="text-3xl font-extrabold text-fg">{value}</dd>
      {hint ? <dd className="text-xs text-fg-muted">{hint}</dd> : null}
    </div>
  );
}

function ChartCard({ id, title, data, empty }: { id: string; title: string; data: { label: string; count: number }[]; empty: string }) {
  return (
    <Card as="section" aria-labelledby={id} className="min-w-0 gap-3 p-4">
      <h3 id={id} className="font-bold text-fg">
        {title}
      </h3>
      {data.length ? (
        <>
          <FunnelChart data={data} label={`${title}: ${data.map((d) => `${d.label} ${d.count}`).join(", ")}`} />
          <ul className="sr-only">
            {data.map((d) => (
              <li key={d.label}>
                {d.label}: {d.count}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="text-sm text-fg-muted">{empty}</p>
      )}
    </Card>
  );
}

/** The school's name, its cohort and the students table: the slow part, streamed first. */
async function PanelOverview({ user, query }: { user: SessionUser; query: SchoolPanelQuery }) {
  const [cohort, students] = await Promise.all([schoolCohort(user, query), listPanelStudents(user, query)]);
  const filterQs = new URLSearchParams(
    Object.entries({ search: query.search, grade: query.grade, section: query.section }).filter((e): e is [string, string] =>
      Boolean(e[1]),
    ),
  ).toString();
  return (
    <>
      <header className="flex flex-col gap-1">
        <p className="text-sm font-semibold text-primary-700">Panel del orientador</p>
        <h1 className="text-2xl font-bold text-fg sm:text-3xl">{cohort.schoolName}</h1>
        <p className="text-fg-muted">
          Ves solo a los estudiantes que se unieron a tu colegio con un código y aceptaron compartir su avance contigo. Si un estudiante
          deja de compartir, desaparece de este panel.
        </p>
      </header>

      <section aria-labelledby="cohorte" className="flex flex-col gap-4">
        <h2 id="cohorte" className="text-xl font-bold text-fg">
          Tu promoción{query.grade ? ` · ${query.grade}.º` : ""}
          {query.section ? ` ${query.section}` : ""}
        </h2>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Stat label="Se unieron y comparten" value={cohort.joined} />
          <Stat label="Empezaron el test" value={cohort.started} />
          <Stat label="Terminaron el test" value={cohort.finished} />
          <Stat label="No comparten su avance" value={cohort.notSharing} hint="Solo los contamos: no ves sus datos." />
        </dl>
        <div className="grid gap-4 lg:grid-cols-3">
          <ChartCard
            id="tipos"
            title="Tipo de interés principal"
            data={cohort.interestTypes.map((t) => ({ label: t.label, count: t.count }))}
            empty="Aparecerá cuando tus estudiantes terminen el test."
          />
          <ChartCard id="carreras" title="Carreras más sugeridas" data={cohort.careers} empty="Aún no hay carreras sugeridas." />
          <ChartCard id="areas" title="Áreas más sugeridas" data={cohort.areas} empty="Aún no hay áreas sugeridas." />
        </div>
      </section>

      <section aria-labelledby="estudiantes" className="flex flex-col gap-3">
        <h2 id="estudiantes" className="text-xl font-bold text-fg">
          Estudiantes
        </h2>
        <AdminTable
          caption="Estudiantes que comparten su avance"
          basePath={href("schoolPanel")}
          query={query}
          data={students}
          columns={columns}
          rowKey={(s) => s.id}
          searchLabel="Buscar estudiante"
          searchPlaceholder="Nombre o apellido"
          emptyText="Aún no hay estudiantes que compartan su avance con estos filtros."
          keep={{ grade: query.grade, section: query.section }}
          filters={
            <div className="flex w-full gap-2 sm:w-auto">
              <label className="flex flex-1 flex-col gap-1 text-sm font-medium text-fg">
                Grado
                <select name="grade" defaultValue={query.grade ?? ""} className={selectClasses}>
                  <option value="">Todos</option>
                  {schoolGradeOptions.map((g) => (
                    <option key={g.value} value={g.value}>
                      {g.label}
                    </option>
                  ))}
                </select>
              </label>
              <label className="flex flex-1 flex-col gap-1 text-sm font-medium text-fg">
                Sección
                <select name="section" defaultValue={query.section ?? ""} className={selectClasses}>
                  <option value="">Todas</option>
                  {cohort.sections.map((s) => (
                    <option key={s} value={s}>
                      {s}
                    </option>
                  ))}
                </select>
              </label>
            </div>
          }
          actions={
            <a
              href={`/api/school/panel/students.csv${filterQs ? `?${filterQs}` : ""}`}
              download
              className={buttonClasses({ variant: "outline" })}
            >
              Descargar CSV
            </a>
          }
        />
      </section>
    </>
  );
}

/** The shape of PanelOverview: the title, the four counters, the charts and the table. */
function PanelOverviewSkeleton() {
  return (
    <SkeletonRegion label="Cargando el panel del colegio…" className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <SkeletonBlock className="h-5 w-40" tone="soft" />
        <SkeletonBlock className="h-8 w-64 max-w-full sm:h-9" />
        <SkeletonBlock className="h-4 w-full" tone="soft" />
        <SkeletonBlock className="h-4 w-2/3" tone="soft" />
      </div>
      <SkeletonBlock className="h-7 w-48" />
      <CardGridSkeleton bare cards={4} gridClassName="grid-cols-2 gap-3 sm:grid-cols-4" cardClassName="min-h-24" stat />
      <CardGridSkeleton bare cards={3} gridClassName="gap-4 lg:grid-cols-3" cardClassName="min-h-56" />
      <TableSkeleton bare rows={5} columns={4} />
    </SkeletonRegion>
  );
}

/** The codes created so far, under the form that creates one. */
async function CodesTable({ user }: { user: SessionUser }) {
  const codes = await listCounsellorCodes(user);
  return codes.length ? (
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Códigos creados">
      <table className="w-full text-sm">
        <caption className="sr-only">Códigos creados</caption>
        <thead>
          <tr className="text-left text-xs text-fg-muted uppercase">
            <th scope="col" className="py-2 pr-3">
              Código
            </th>
            <th scope="col" className="py-2 pr-3">
              Sección
            </th>
            <th scope="col" className="py-2 pr-3">
              Usos
            </th>
            <th scope="col" className="py-2 pr-3">
              Vence
            </th>
            <th scope="col" className="py-2">
              Enlace para la clase
            </th>
          </tr>
        </thead>
        <tbody>
          {codes.map((c) => (
            <tr key={c.id} className="border-t border-border">
              <td className="py-2 pr-3 font-mono font-semibold">{c.code}</td>
              <td className="py-2 pr-3">
                {c.grade}.º {c.section}
              </td>
              <td className="py-2 pr-3">
                {c.uses}
                {c.maxUses ? ` de ${c.maxUses}` : ""}
              </td>
              <td className="py-2 pr-3">{c.expiresAt ? formatLimaDate(c.expiresAt, "short") : "No vence"}</td>
              <td className="py-2">
                {c.active && user.schoolId ? (
                  <InvitationLink
                    url={`${appUrl()}${classInvitationPath({ schoolId: user.schoolId, code: c.code, grade: c.grade, section: c.section })}`}
                    label={`${c.grade}.º ${c.section ?? ""}`.trim()}
                  />
                ) : (
                  "Inactivo"
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  ) : null;
}

/** `/colegio/panel`: the counsellor's cohort view, the consenting students and the codes per section. */
export default async function SchoolPanelPage({ searchParams }: { searchParams: Promise<Search> }) {
  const user = await requireCounsellorPage(href("schoolPanel"));
  const search = await searchParams;
  const raw = {
    page: one(search.page),
    perPage: one(search.perPage),
    search: one(search.search),
    sort: one(search.sort),
    grade: one(search.grade),
    section: one(search.section),
  };
  const parsed = schoolPanelQuerySchema.safeParse(raw);
  const query = parsed.success ? parsed.data : schoolPanelQuerySchema.parse({});
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6">
      <Suspense fallback={<PanelOverviewSkeleton />}>
        <PanelOverview user={user} query={query} />
      </Suspense>

      <Card as="section" aria-labelledby="codigos" className="gap-4 p-4 sm:p-5">
        <div className="flex flex-col gap-1">
          <h2 id="codigos" className="text-xl font-bold text-fg">
            Códigos para tus secciones
          </h2>
          <p className="text-sm text-fg-muted">
            Crea un código por grado y sección. Tus estudiantes lo escriben al registrarse en Rumbo con su colegio, o abren el enlace de la
            clase, que ya trae el colegio, el código y la sección. Cada código admite los estudiantes que le diste, aunque todos se
            registren desde la misma red del colegio.
          </p>
        </div>
        <CounsellorCodeForm />
        <Suspense fallback={null}>
          <CodesTable user={user} />
        </Suspense>
      </Card>
    </div>
  );
}
