import type { Metadata } from "next";
import Link from "next/link";
import { SchoolRegisterForm } from "@/components/auth/school-register-form";
import { href, route } from "@/lib/config/route-registry";
import { firstParam } from "@/lib/utils/search-params";

export const metadata: Metadata = { title: route("empezarColegio").title };

/** /empezar-colegio: register with a school code (spec §2, §5). */
export default async function EmpezarColegioPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const redirect = firstParam((await searchParams).redirect);
  return (
    <div className="mx-auto flex max-w-lg flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold text-balance">Regístrate con tu colegio</h1>
        <p className="mt-1 text-fg-muted">Usa el código que te dio tu colegio para activar tu cuenta escolar.</p>
      </div>
      <SchoolRegisterForm redirect={redirect} />
      <p className="text-center text-fg-muted">
        ¿No tienes código?{" "}
        <Link href={href("empezar")} className="font-semibold text-primary-700 underline">
          Regístrate sin colegio
        </Link>
      </p>
    </div>
  );
}
