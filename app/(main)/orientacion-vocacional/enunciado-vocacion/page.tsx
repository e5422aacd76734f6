import { describeCode } from "@/lib/content/vocational/interests";
import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { RetoLocked } from "@/components/live/reto-locked";
import { buttonClasses } from "@/components/ui/button";
import { SaveStatus } from "@/components/vocational/save-status";
import { SectionPage } from "@/components/vocational/section-page";
import { TextSection } from "@/components/vocational/text-section";
import { hasActiveMembership } from "@/lib/server/membership/memberships";
import { requireStudentResult } from "@/lib/server/vocational/page-context";
import { href, route } from "@/lib/config/route-registry";

export const metadata: Metadata = { title: route("vocVocation").title };

const textOf = (answers: Record<string, unknown>) => (typeof answers.text === "string" ? answers.text : "");

export default async function EnunciadoPage() {
  const { user, process, result } = await requireStudentResult(href("vocVocation"));
  // The «Reto» is premium; the other sections of this page stay free.
  const member = await hasActiveMembership(user.id);
  const s = process.sections;
  const code = describeCode(result.hollandCode);
  const help = result.ready
    ? `Pista: ${code ? `tus intereses más fuertes son ${code}` : "tus intereses salieron parejos"}, y tu primera carrera sugerida es ${result.suggestions[0]?.name ?? "—"}.`
    : "Pista: completa tus intereses profesionales para recibir ideas.";
  return (
    <SectionPage title="Tu vocación en una frase" intro={help}>
      <TextSection
        processId={process.id}
        section="vocation"
        label="Quiero dedicarme a…"
        hint="Ejemplo: «Quiero cuidar la salud de niñas y niños de mi comunidad como enfermera»."
        initial={textOf(s.vocation.answers)}
      />
      {member ? (
        <TextSection
          processId={process.id}
          section="challenge-vocation"
          anchor="reto"
          label="Reta tu vocación: ¿qué podría hacerte cambiar de idea?"
          initial={textOf(s["challenge-vocation"].answers)}
        />
      ) : (
        <RetoLocked />
      )}
      <TextSection
        processId={process.id}
        section="your-future"
        anchor="futuro"
        label="Tu futuro: ¿cómo te imaginas en diez años?"
        initial={textOf(s["your-future"].answers)}
      />
      <TextSection
        processId={process.id}
        section="project-yourself"
        anchor="proyectate"
        label="Proyéctate: ¿cuál es tu primer paso concreto este mes?"
        initial={textOf(s["project-yourself"].answers)}
      />
      <SaveStatus />
      <Link href={href("momentoDecidir")} className={buttonClasses({ className: "self-start" })}>
        Seguir: momento de decidir
      </Link>
    </SectionPage>
  );
}
