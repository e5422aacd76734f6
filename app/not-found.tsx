import type { Metadata } from "next";
import Link from "next/link";
import { Logo } from "@/components/brand/logo";
import { NotFoundContent } from "@/components/layout/not-found-content";
import { href } from "@/lib/config/route-registry";

export const metadata: Metadata = { title: "Página no encontrada", robots: { index: false, follow: false } };

/** Any unmatched route, or a page whose parameters do not validate (spec §2 and §8): status 404. */
export default function NotFound() {
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
        <NotFoundContent />
      </main>
    </>
  );
}
