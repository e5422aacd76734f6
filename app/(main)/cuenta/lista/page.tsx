import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { redirect } from "next/navigation";
import { ShortlistBoard } from "@/components/vocational/shortlist-board";
import { getCurrentUser } from "@/lib/server/auth/session";
import { getShortlist } from "@/lib/server/catalogue/shortlist";
import { href, route } from "@/lib/config/route-registry";

export const metadata: Metadata = { title: route("cuentaLista").title, robots: { index: false } };

/** `/cuenta/lista` (Mi lista): the careers and places she keeps, where each came from, and whether her shared link shows them. */
export default async function ShortlistPage() {
  const user = await getCurrentUser();
  if (!user) redirect(`${href("entrar")}?redirect=${encodeURIComponent(href("cuentaLista"))}`);
  const list = await getShortlist(user.id);
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-8">
      <div className="flex flex-col gap-1">
        <Link href={href("cuenta")} className="text-sm font-medium text-primary-700 underline">
          ← Mi cuenta
        </Link>
        <h1 className="text-3xl font-extrabold text-fg">Mi lista</h1>
        <p className="text-neutral-700">
          Las carreras que te interesan y dónde quieres estudiar. Aparecen en tu test, en tu resultado, en tu informe PDF y en el panel de
          tu familia vinculada.
        </p>
      </div>
      <ShortlistBoard initial={list} />
    </div>
  );
}
