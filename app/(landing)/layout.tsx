import Link from "next/link";
import type { ReactNode } from "react";
import { Logo } from "@/components/brand/logo";

/** Landing layout (spec §2): campaign pages with only the logo, no navigation. */
export default function LandingLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-5xl items-center px-4">
          <Link href="/" aria-label="Rumbo, ir al inicio">
            <Logo />
          </Link>
        </div>
      </header>
      <main id="contenido">{children}</main>
    </>
  );
}
