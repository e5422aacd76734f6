import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { buttonClasses } from "@/components/ui/button";
import { href, route } from "@/lib/config/route-registry";

export const metadata: Metadata = { title: route("expoThanks").title };

/** /expo/thanks: after leaving the live room; what to do next. */
export default function ExpoThanksPage() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col gap-5 px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-extrabold text-fg text-balance">¡Gracias por visitar la Expo!</h1>
      <p className="text-lg text-fg-muted">
        Esperamos que las charlas te ayuden a decidir. Sigue explorando: compara carreras, costos y modalidades de ingreso, o descubre qué
        carreras van contigo con el test vocacional.
      </p>
      <div className="flex flex-wrap gap-3">
        <Link href={href("testOrientacion")} className={buttonClasses({ variant: "accent" })}>
          Hacer el test vocacional
        </Link>
        <Link href={href("instituciones")} className={buttonClasses({ variant: "outline" })}>
          Ver universidades e institutos
        </Link>
        <Link href={`${href("dondeEstudiar")}#expo`} className={buttonClasses({ variant: "ghost" })}>
          Ver el cronograma
        </Link>
      </div>
    </section>
  );
}
