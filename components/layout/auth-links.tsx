"use client";

import Link from "next/link";
import { usePathname, useSearchParams } from "next/navigation";
import { routes } from "@/lib/config/routes";
import { selectFirstName, useSessionStore } from "@/stores/session";

/** Logged out: 'Inicia sesión' and 'Regístrate' carrying the current path as `redirect` (spec §2). */
export function AuthLinks() {
  const pathname = usePathname();
  const search = useSearchParams();
  const isLogged = useSessionStore((s) => s.isLogged);
  const firstName = useSessionStore(selectFirstName);
  const current = `${pathname}${search.size ? `?${search.toString()}` : ""}`;
  const redirect = encodeURIComponent(current);

  if (isLogged) {
    return (
      <div className="flex items-center gap-3 text-sm font-medium">
        <span>Hola, {firstName}</span>
        <Link href={routes.logout} className="rounded-md px-3 py-2 text-primary-700 hover:bg-slate-100">
          Salir
        </Link>
      </div>
    );
  }
  return (
    <div className="flex items-center gap-2 text-sm font-semibold">
      <Link href={`${routes.entrar}?redirect=${redirect}`} className="rounded-md px-3 py-2 text-primary-700 hover:bg-slate-100">
        Inicia sesión
      </Link>
      <Link href={`${routes.empezar}?redirect=${redirect}`} className="rounded-md bg-primary-700 px-3 py-2 text-white hover:bg-primary-800">
        Regístrate
      </Link>
    </div>
  );
}
