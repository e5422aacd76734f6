"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";

/** The back office's sections; each page lives at its `href` under app/admin. */
export const adminSections = [
  { href: "/admin", label: "Resumen" },
  { href: "/admin/instituciones", label: "Instituciones" },
  { href: "/admin/carreras", label: "Carreras" },
  { href: "/admin/feria", label: "Feria" },
  { href: "/admin/asesores", label: "Asesores y sesiones" },
  { href: "/admin/colegios", label: "Colegios" },
  { href: "/admin/orientadores", label: "Orientadores" },
  { href: "/admin/alianzas", label: "Alianzas" },
  { href: "/admin/leads", label: "Leads" },
  { href: "/admin/pedidos", label: "Pedidos" },
  { href: "/admin/solicitudes", label: "Solicitudes" },
  { href: "/admin/usuarios", label: "Usuarios" },
  { href: "/admin/correos", label: "Correos" },
  { href: "/admin/metricas", label: "Métricas" },
] as const;

function isActive(pathname: string, href: string) {
  return href === "/admin" ? pathname === "/admin" : pathname === href || pathname.startsWith(`${href}/`);
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
