"use client";

import Link from "@/components/ui/link";
import { usePathname, useSearchParams } from "next/navigation";
import { useDisplayedSession } from "@/components/auth/initial-session";
import { UserMenu } from "./user-menu";
import { chromePaths } from "./chrome-paths";

/** Where to come back after logging in or registering: the current path and query. */
export function currentPathWithQuery(pathname: string, search: URLSearchParams | null): string {
  const query = search?.toString() ?? "";
  return `${pathname}${query ? `?${query}` : ""}`;
}

/**
 * Logged out: 'Inicia sesión' and 'Regístrate', each carrying the current path as `redirect`;
 * logged in: the user menu.
 */
export function AuthLinks() {
  const pathname = usePathname();
  const search = useSearchParams();
  const { isLogged, firstName, role } = useDisplayedSession();
  const redirect = encodeURIComponent(currentPathWithQuery(pathname, search));

  if (isLogged) return <UserMenu firstName={firstName} role={role} />;
  return (
    <div className="flex items-center gap-1 text-sm font-semibold sm:gap-2">
      <Link
        href={`${chromePaths.entrar}?redirect=${redirect}`}
        className="inline-flex min-h-11 items-center rounded-control px-3 text-primary-700 hover:bg-primary-50"
      >
        Inicia sesión
      </Link>
      <Link
        href={`${chromePaths.empezar}?redirect=${redirect}`}
        className="inline-flex min-h-11 items-center rounded-control bg-primary-700 px-3 text-white hover:bg-primary-800"
      >
        Regístrate
      </Link>
    </div>
  );
}
