import Link from "next/link";
import { Suspense } from "react";
import { Logo } from "@/components/brand/logo";
import { routes } from "@/lib/config/routes";
import { AuthLinks } from "./auth-links";

const nav = [
  { href: routes.testOrientacion, label: "Test vocacional" },
  { href: routes.instituciones, label: "Universidades e institutos" },
  { href: routes.dondeEstudiar, label: "Feria virtual" },
  { href: "/padres-orientacion-vocacional", label: "Padres" },
  { href: routes.colegios, label: "Colegios" },
];

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Link href={routes.index} aria-label="Rumbo, ir al inicio" className="shrink-0">
          <Logo />
        </Link>
        <nav aria-label="Principal" className="hidden lg:block">
          <ul className="flex items-center gap-1 text-sm font-medium text-slate-700">
            {nav.map((item) => (
              <li key={item.href}>
                <Link href={item.href} className="rounded-md px-3 py-2 hover:bg-slate-100">
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <Suspense fallback={<div className="h-9 w-40" aria-hidden="true" />}>
          <AuthLinks />
        </Suspense>
      </div>
    </header>
  );
}
