import Link from "@/components/ui/link";
import type { ReactNode } from "react";
import { Logo } from "@/components/brand/logo";
import { GlobalLoader } from "@/components/layout/global-loader";
import { SkipLink } from "@/components/layout/skip-link";
import { href } from "@/lib/config/route-paths";
import { site } from "@/lib/config/site";

/** Landing layout: campaign pages with only the logo, no navigation. */
export default function LandingLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <header className="border-b border-border bg-surface">
        <div className="mx-auto flex h-16 max-w-5xl items-center px-4">
          <Link href={href("index")} aria-label="Rumbo, ir al inicio" className="inline-flex min-h-11 items-center">
            <Logo />
          </Link>
        </div>
      </header>
      <main id="contenido">{children}</main>
      <footer className="border-t border-border px-4 py-6 text-center text-sm text-neutral-700">
        © {new Date().getFullYear()} {site.name} ·{" "}
        <Link href={href("privacy")} target="_blank" rel="noopener" className="underline">
          Política de privacidad<span className="sr-only"> (se abre en una pestaña nueva)</span>
        </Link>
      </footer>
      <GlobalLoader />
    </>
  );
}
