import type { Metadata } from "next";
import Link from "next/link";
import { Logo } from "@/components/brand/logo";
import { buttonClasses } from "@/components/ui/button";
import { href } from "@/lib/config/route-registry";

export const metadata: Metadata = { title: "Sin acceso", robots: { index: false, follow: false } };

/** What `forbidden()` renders, with HTTP status 403: a signed-in account without access to the page. */
export default function Forbidden() {
  return (
    <>
      <header className="border-b border-border bg-surface">
        <div className="mx-auto flex h-16 max-w-6xl items-center px-4">
          <Link href={href("index")} aria-label="Rumbo, ir al inicio" className="inline-flex min-h-11 items-center">
            <Logo />
          </Link>
        </div>
      </header>
      <main id="contenido">
        <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-12 text-center">
          <p className="text-6xl font-extrabold text-primary-700" aria-hidden="true">
            403
          </p>
          <h1 className="text-2xl font-bold text-fg">No tienes acceso a esta sección</h1>
          <p className="text-neutral-700">Tu cuenta no tiene permiso para ver esta página. Si crees que es un error, escríbenos.</p>
          <Link href={href("index")} className={buttonClasses()}>
            Volver al inicio
          </Link>
        </div>
      </main>
    </>
  );
}
