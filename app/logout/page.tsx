import type { Metadata } from "next";
import { cookies, headers } from "next/headers";
import { LogoutRunner } from "@/components/auth/logout-runner";
import { cookieNames } from "@/lib/config/cookies";
import { route } from "@/lib/config/route-registry";

export const metadata: Metadata = { title: route("logout").title, robots: { index: false } };

/**
 * /logout: if logged in, a full log-out, then go to /. A GET must not log out by
 * itself (a link or image from another site could): the log-out runs at once only when the
 * navigation started on this site (the "Salir" menu item; `Sec-Fetch-Site: same-origin`),
 * otherwise the page asks with a button. With a session cookie the question is in the server's HTML
 * (no spinner while the page's code loads); without one the browser checks its readable cookie.
 */
export default async function LogoutPage() {
  const site = (await headers()).get("sec-fetch-site");
  const jar = await cookies();
  const signedIn = jar.has(cookieNames.session) || jar.has(cookieNames.user);
  return (
    <main id="contenido" className="flex min-h-dvh items-center justify-center p-6">
      <LogoutRunner confirmed={site === "same-origin"} signedIn={signedIn} />
    </main>
  );
}
