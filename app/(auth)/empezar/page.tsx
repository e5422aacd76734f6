import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { RegisterStagesPart as RegisterStages } from "@/components/auth/account-form-parts";
import { href, route } from "@/lib/config/route-registry";
import { availableProviders } from "@/lib/server/auth/oauth";
import { firstParam } from "@/lib/utils/search-params";

export const metadata: Metadata = { title: route("empezar").title };

/** /empezar: the multi-stage register; accepts an optional `redirect` query. */
export default async function EmpezarPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const redirect = firstParam((await searchParams).redirect);
  const loginHref = `${href("entrar")}${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ""}`;
  return (
    <div className="mx-auto flex max-w-lg flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold text-balance">Regístrate</h1>
        <p className="mt-1 text-fg-muted">Crea tu cuenta gratis y descubre qué estudiar y dónde.</p>
      </div>
      <RegisterStages redirect={redirect} providers={availableProviders()} />
      <p className="text-center text-fg-muted">
        ¿Ya tienes cuenta?{" "}
        <Link href={loginHref} className="font-semibold text-primary-700 underline">
          Inicia sesión
        </Link>
      </p>
      <p className="text-center text-sm text-fg-muted">
        ¿Tu colegio te dio un código?{" "}
        <Link href={href("empezarColegio")} className="font-semibold text-primary-700 underline">
          Regístrate con tu colegio
        </Link>
      </p>
    </div>
  );
}
