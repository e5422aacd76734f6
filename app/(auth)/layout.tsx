import Link from "next/link";
import type { ReactNode } from "react";
import { Logo } from "@/components/brand/logo";
import { site, whatsappLink } from "@/lib/config/site";

/** Auth layout (spec §2): a simple header with the logo, a contact prompt and the WhatsApp number. */
export default function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-3xl items-center justify-between gap-4 px-4">
          <Link href="/" aria-label="Rumbo, ir al inicio">
            <Logo />
          </Link>
          <p className="text-right text-sm text-slate-700">
            ¿Tienes dudas?{" "}
            <a className="font-semibold text-slate-900 underline" href={whatsappLink("Hola, necesito ayuda con mi cuenta de Rumbo")}>
              Escríbenos al {site.whatsappPhone}
            </a>
          </p>
        </div>
      </header>
      <main id="contenido" className="mx-auto max-w-3xl px-4 py-8">
        {children}
      </main>
    </>
  );
}
