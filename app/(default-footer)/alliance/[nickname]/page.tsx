import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { notFound } from "next/navigation";
import { InstitutionLogo } from "@/components/catalogue/institution-logo";
import { buttonClasses } from "@/components/ui/button";
import { href } from "@/lib/config/route-paths";
import { loadAlliancePage } from "@/lib/server/membership/alliances";
import { SponsorCookie } from "./sponsor-cookie";

type Props = { params: Promise<{ nickname: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await loadAlliancePage((await params).nickname);
  if (!page) return {};
  return {
    title: `Beneficio de ${page.name}`,
    description: `${page.name} y Rumbo: ${page.benefit}. Regístrate y descubre qué estudiar.`,
    alternates: { canonical: `/alliance/${page.nickname}` },
    robots: { index: false, follow: true },
  };
}

/** `/alliance/{nickname}`: an allied institution or company, its benefit, and the way to register with it. */
export default async function AlliancePage({ params }: Props) {
  const page = await loadAlliancePage((await params).nickname);
  if (!page) notFound();
  const logoName = page.institution?.name ?? page.name;
  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col items-center gap-6 px-4 py-10 text-center sm:py-16">
      <SponsorCookie value={{ allianceId: page.id, institutionId: page.institutionId, name: page.name, logo: page.logo }} />
      {page.logo ? (
        // eslint-disable-next-line @next/next/no-img-element -- a same-site logo of any size
        <img src={page.logo} alt="" width={96} height={96} className="size-24 object-contain" />
      ) : (
        <InstitutionLogo name={logoName} shortName={page.institution?.shortName} size={96} />
      )}
      <div className="flex flex-col gap-2">
        <p className="text-sm font-semibold uppercase tracking-wide text-primary-700">Alianza con Rumbo</p>
        <h1 className="text-balance text-3xl font-bold text-fg sm:text-4xl">{page.name} te acompaña a elegir tu carrera</h1>
      </div>
      <div className="w-full rounded-card border border-primary-200 bg-primary-50 p-5 text-left">
        <h2 className="text-lg font-bold text-primary-900">Tu beneficio</h2>
        <p className="mt-1 text-fg">{page.benefit}</p>
        {page.plan ? (
          <>
            <p className="mt-3 text-sm font-semibold text-fg">
              {page.plan.name} por {page.plan.days} días, sin costo. Suma a lo que ya es gratis:
            </p>
            <ul className="mt-1 list-disc pl-5 text-sm text-fg">
              {page.plan.features.map((f) => (
                <li key={f}>{f}</li>
              ))}
            </ul>
          </>
        ) : null}
        <p className="mt-3 text-sm text-fg-muted">
          El test vocacional, tus resultados con sus razones y el catálogo de carreras son gratis para todos, con o sin este beneficio.
        </p>
        <p className="mt-3 text-sm text-fg-muted">
          Se activa solo al crear tu cuenta desde este enlace: no pagas nada ni ingresas tarjeta.
        </p>
      </div>
      <Link href={href("empezar")} className={buttonClasses({ variant: "accent", size: "lg", fullWidth: true })}>
        Regístrate con este beneficio
      </Link>
      <p className="text-sm text-fg-muted">
        ¿Ya tienes cuenta?{" "}
        <Link href={href("entrar")} className="font-semibold text-primary-700 underline">
          Inicia sesión
        </Link>
        . El beneficio es para cuentas nuevas.
        {page.institution ? (
          <>
            {" "}
            Conoce más de{" "}
            <Link
              href={href("institution", { institutionSlug: page.institution.slug })}
              className="font-semibold text-primary-700 underline"
            >
              {page.institution.name}
            </Link>
            .
          </>
        ) : null}
      </p>
    </section>
  );
}
