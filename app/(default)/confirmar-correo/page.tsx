import type { Metadata } from "next";
import { ConfirmEmail } from "@/components/auth/confirm-email";
import { route } from "@/lib/config/route-registry";

export const metadata: Metadata = { title: route("confirmarCorreo").title, robots: { index: false } };

/**
 * The e-mail verification link's page. Opening it does nothing by itself (mail
 * scanners open links): the person confirms with a button, which POSTs the token.
 */
export default async function ConfirmEmailPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const raw = (await searchParams).token;
  const token = typeof raw === "string" ? raw : "";
  return (
    <main id="contenido" className="mx-auto flex w-full max-w-md flex-col gap-4 px-4 py-10">
      <h1 className="text-2xl font-bold text-neutral-900">Confirma tu correo</h1>
      <ConfirmEmail token={token} />
    </main>
  );
}
