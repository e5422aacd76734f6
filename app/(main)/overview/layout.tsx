import { redirect } from "next/navigation";
import type { ReactNode } from "react";
import { getCurrentUser } from "@/lib/server/auth/session";
import { href } from "@/lib/config/route-paths";

/**
 * The logged-in area: the proxy only sees that a session cookie exists, so the session is
 * checked here, on the server, for every request. Reading the cookie makes these pages dynamic,
 * and Next then sends them `Cache-Control: private, no-cache, no-store`, never shared-cacheable.
 */
export default async function OverviewLayout({ children }: { children: ReactNode }) {
  const user = await getCurrentUser();
  if (!user) redirect(href("login", { redirect: "overview" }));
  return children;
}
