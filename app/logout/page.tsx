import type { Metadata } from "next";
import { headers } from "next/headers";
import { LogoutRunner } from "@/components/auth/logout-runner";
import { route } from "@/lib/config/route-registry";

export const metadata: Metadata = { title: route("logout").title, robots: { index: false } };

/**
 * /logout (spec §2): if logged in, a full log-out, then go to /. A GET must not log out by
 * itself (a link or image from another site could): the log-out runs at once only when the
 * navigation started on this site (the "Salir" menu item; `Sec-Fetch-Site: same-origin`),
 * otherwise the page asks with a button.
 */
export default async function LogoutPage() {
  const site = (await headers()).get("sec-fetch-site");
  return (
    <main id="contenido" className="flex min-h-dvh items-center justify-center p-6">
      <LogoutRunner confirmed={site === "same-origin"} />
    </main>
  );
}
