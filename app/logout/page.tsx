import type { Metadata } from "next";
import { LogoutRunner } from "@/components/auth/logout-runner";

export const metadata: Metadata = { title: "Cerrando sesión", robots: { index: false } };

/** /logout (spec §2): if logged in, a full log-out, then go to /. */
export default function LogoutPage() {
  return (
    <main id="contenido" className="flex min-h-dvh items-center justify-center p-6">
      <LogoutRunner />
    </main>
  );
}
