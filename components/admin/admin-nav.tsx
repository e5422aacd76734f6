"use client";

import Link from "@/components/ui/link";
import { usePathname } from "next/navigation";
import { href } from "@/lib/config/route-paths";

/** The back office's sections; each page lives at its `href` under app/admin. */
export const adminSections = [
  { href: href("admin"), label: "Resumen" },
  { href: href("adminInstitutions"), label: "Instituciones" },
  { href: href("adminCareers"), label: "Carreras" },
  { href: href("adminFairs"), label: "Feria" },
  { href: href("adminWebinars"), label: "Webinars" },
  { href: href("adminCommunity"), label: "Comunidad" },
  { href: href("adminAdvisors"), label: "Asesores y sesiones" },
  { href: href("adminChat"), label: "Chat" },
  { href: href("adminSchools"), label: "Colegios" },
  { href: href("adminCounsellors"), label: "Orientadores" },
  { href: href("adminAlliances"), label: "Alianzas" },
  { href: href("adminLeads"), label: "Leads" },
  { href: href("adminOrders"), label: "Pedidos" },
  { href: href("adminRequests"), label: "Solicitudes" },
  { href: href("adminUsers"), label: "Usuarios" },
  { href: href("adminEmails"), label: "Correos" },
  { href: href("adminMetrics"), label: "Métricas" },
] as const;

function isActive(pathname: string, target: string) {
  return target === href("admin") ? pathname === target : pathname === target || pathname.startsWith(`${target}/`);
}

/** Horizontal on a phone (scrolls sideways), a column beside the page on a laptop. */
export function AdminNav() {
  const pathname = usePathname();
  return (
    <nav aria-label="Secciones del back office" className="-mx-4 overflow-x-auto px-4 lg:mx-0 lg:overflow-visible lg:px-0">
      <ul className="flex gap-1 lg:flex-col">
        {adminSections.map((s) => {
          const active = isActive(pathname, s.href);
          return (
            <li key={s.href} className="shrink-0">
              <Link
                href={s.href}
                aria-current={active ? "page" : undefined}
                className={`flex min-h-11 items-center rounded-lg px-3 text-sm font-medium whitespace-nowrap ${
                  active ? "bg-primary-50 text-primary-800" : "text-fg-muted hover:bg-neutral-100 hover:text-fg"
                }`}
              >
                {s.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
