import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { SchoolRegisterFormPart as SchoolRegisterForm } from "@/components/auth/account-form-parts";
import { Alert } from "@/components/ui/alert";
import { href, route } from "@/lib/config/route-registry";
import { classInvitationQuerySchema, type ClassInvitation } from "@/lib/contracts/school";
import { schoolOption } from "@/lib/server/schools/search-schools";
import { firstParam } from "@/lib/utils/search-params";

export const metadata: Metadata = { title: route("empezarColegio").title };

type Search = Record<string, string | string[] | undefined>;

/**
 * A class invitation link's school, code, grade and section, or why the link does not
 * work; nothing when the page was opened without one.
 */
async function invitationFrom(search: Search): Promise<{ invitation?: ClassInvitation; broken?: boolean }> {
  if (search.colegio === undefined && search.codigo === undefined) return {};
  const parsed = classInvitationQuerySchema.safeParse({
    colegio: firstParam(search.colegio),
    codigo: firstParam(search.codigo),
    grado: firstParam(search.grado) ?? undefined,
    seccion: firstParam(search.seccion) ?? undefined,
  });
  if (!parsed.success) return { broken: true };
  const school = await schoolOption(parsed.data.colegio);
  if (!school) return { broken: true };
  return { invitation: { school, code: parsed.data.codigo, grade: parsed.data.grado, section: parsed.data.seccion } };
}

/** /empezar-colegio: register with a school code, typed or from a class invitation link. */
export default async function EmpezarColegioPage({ searchParams }: { searchParams: Promise<Search> }) {
  const search = await searchParams;
  const redirect = firstParam(search.redirect);
  const { invitation, broken } = await invitationFrom(search);
  return (
    <div className="mx-auto flex max-w-lg flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold text-balance">Regístrate con tu colegio</h1>
        <p className="mt-1 text-fg-muted">
          {invitation
            ? `Tu colegio te invitó: ya llenamos el colegio, el código${invitation.grade ? " y tu grado" : ""}. Completa tus datos.`
            : "Usa el código que te dio tu colegio para activar tu cuenta escolar."}
        </p>
      </div>
      {broken ? (
        <Alert variant="warning" autoHideMs={0}>
          Este enlace de invitación está incompleto o no corresponde a ningún colegio. Elige tu colegio y escribe el código que te dio tu
          tutor.
        </Alert>
      ) : null}
      <SchoolRegisterForm redirect={redirect} invitation={invitation} />
      <p className="text-center text-fg-muted">
        ¿No tienes código?{" "}
        <Link href={href("empezar")} className="font-semibold text-primary-700 underline">
          Regístrate sin colegio
        </Link>
      </p>
    </div>
  );
}
