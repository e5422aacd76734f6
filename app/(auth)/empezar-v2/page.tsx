import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { RegisterV2Wizard } from "@/components/auth/register-v2-wizard";
import { href, route } from "@/lib/config/route-registry";
import { registerV2Options } from "@/lib/server/auth/register-options";
import { firstParam } from "@/lib/utils/search-params";

export const metadata: Metadata = { title: route("empezarV2").title };
export const dynamic = "force-dynamic";

/** /empezar-v2: register with objective, location, price range and careers. */
export default async function EmpezarV2Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [{ careers, regions }, query] = await Promise.all([registerV2Options(), searchParams]);
  const track = firstParam(query.track);
  return (
    <div className="mx-auto flex max-w-lg flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold text-balance">Encuentra dónde estudiar</h1>
        <p className="mt-1 text-fg-muted">Cuéntanos qué buscas y te mostramos opciones a tu medida.</p>
      </div>
      <RegisterV2Wizard careers={careers} regions={regions} track={track && /^[\w.-]{1,64}$/.test(track) ? track : null} />
      <p className="text-center text-fg-muted">
        ¿Ya tienes cuenta?{" "}
        <Link href={href("entrar")} className="font-semibold text-primary-700 underline">
          Inicia sesión
        </Link>
      </p>
    </div>
  );
}
