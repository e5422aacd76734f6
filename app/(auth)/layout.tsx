import Link from "@/components/ui/link";
import type { ReactNode } from "react";
import { Logo } from "@/components/brand/logo";
import { GlobalLoader } from "@/components/layout/global-loader";
import { SkipLink } from "@/components/layout/skip-link";
import { href } from "@/lib/config/route-paths";
import { contactMailto, hasWhatsapp, site, whatsappLink } from "@/lib/config/site";

/** Auth layout: a simple header with the logo, a contact prompt and the WhatsApp number (or the e-mail when none is configured). */
export default function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <header className="border-b border-border bg-surface">
        <div className="mx-auto flex h-16 max-w-3xl items-center justify-between gap-4 px-4">
          <Link href={href("index")} aria-label="Rumbo, ir al inicio" className="inline-flex min-h-11 items-center">
            <Logo />
          </Link>
          <p className="text-right text-sm text-neutral-700">
            ¿Tienes dudas?{" "}
            {hasWhatsapp ? (
              <a className="font-semibold text-fg underline" href={whatsappLink("Hola, necesito ayuda con mi cuenta de Rumbo")}>
                Escríbenos al {site.whatsappPhone}
              </a>
            ) : (
              <a className="font-semibold text-fg underline" href={contactMailto("Hola, necesito ayuda con mi cuenta de Rumbo")}>
                Escríbenos a {site.email}
              </a>
            )}
          </p>
        </div>
      </header>
      <main id="contenido" className="mx-auto max-w-3xl px-4 py-8">
        {children}
      </main>
      <GlobalLoader />
    </>
  );
}
