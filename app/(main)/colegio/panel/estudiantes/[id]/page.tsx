import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { notFound } from "next/navigation";
import { progressText, StudentResultView } from "@/components/family/student-result-view";
import { schoolPanelResult } from "@/lib/content/family/school-sharing";
import { AppError } from "@/lib/server/http/errors";
import { requireCounsellorPage } from "@/lib/server/family/page-access";
import { panelStudent } from "@/lib/server/family/school-panel";
import { href, route } from "@/lib/config/route-registry";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: route("schoolPanelStudent").title, robots: { index: false } };

/** A consenting student of the counsellor's school: progress and result as the student sees it; 404 for anyone else. */
export default async function PanelStudentPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const user = await requireCounsellorPage(`/colegio/panel/estudiantes/${id}`);
  const student = await panelStudent(user, id.slice(0, 64)).catch((e) => {
    if (e instanceof AppError && e.status === 404) notFound();
    throw e;
  });
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-6">
      <header className="flex flex-col gap-2">
        <Link href={href("schoolPanel")} className="text-sm font-medium text-primary-700 underline">
          ← Volver al panel
        </Link>
        <h1 className="text-2xl font-bold text-fg sm:text-3xl">
          {student.name} {student.surname}
        </h1>
        <p className="text-fg-muted">
          {student.grade ? `${student.grade}.º de secundaria` : "Grado sin indicar"}
          {student.section ? ` · sección ${student.section}` : ""} · {progressText(student.progress)}
        </p>
      </header>
      <h2 className="text-xl font-bold text-fg">{schoolPanelResult.heading}</h2>
      <StudentResultView result={student.result} who={student.name} idPrefix="estudiante" />
    </div>
  );
}
