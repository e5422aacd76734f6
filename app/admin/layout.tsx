import type { Metadata } from "next";
import Link from "@/components/ui/link";
import type { ReactNode } from "react";
import { AdminNav } from "@/components/admin/admin-nav";
import { Logo } from "@/components/brand/logo";
import { SkipLink } from "@/components/layout/skip-link";
import { getCurrentUser } from "@/lib/server/auth/session";
import { href } from "@/lib/config/route-paths";

export const metadata: Metadata = {
  title: { template: "%s · Back office · Rumbo", default: "Back office" },
  robots: { index: false, follow: false },
};

/**
 * The back office's frame. Each page checks access itself with `requireAdminPage` (and the data
 * layer again with `requireAdmin`); the frame only shows the navigation to an admin.
 */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  const user = await getCurrentUser();
  if (!user?.isAdmin) return <main id="contenido">{children}</main>;
  return (
    <>
      <SkipLink />
      <header className="border-b border-border bg-surface">
        <div className="mx-auto flex h-14 max-w-7xl items-center justify-between gap-3 px-4">
          <Link href={href("admin")} className="inline-flex min-h-11 items-center gap-2" aria-label="Back office de Rumbo, ir al resumen">
            <Logo size={28} />
            <span className="rounded-full bg-neutral-100 px-2 py-0.5 text-xs font-semibold text-fg-muted">Back office</span>
          </Link>
          <div className="flex items-center gap-3 text-sm">
            <span className="hidden text-fg-muted sm:inline">{user.email}</span>
            <Link
              href={href("index")}
              className="inline-flex min-h-11 items-center font-medium text-primary-700 underline-offset-2 hover:underline"
            >
              Ver el sitio
            </Link>
          </div>
        </div>
      </header>
      <div className="mx-auto flex w-full max-w-7xl flex-col gap-4 px-4 py-4 lg:flex-row lg:gap-6 lg:py-6">
        <aside className="lg:w-52 lg:shrink-0">
          <AdminNav />
        </aside>
        <main id="contenido" className="min-w-0 flex-1">
          {children}
        </main>
      </div>
    </>
  );
}
