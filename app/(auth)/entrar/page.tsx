import type { Metadata } from "next";
import { LoginPanelPart as LoginPanel } from "@/components/auth/account-form-parts";
import { firstParam } from "@/lib/utils/search-params";
import { route } from "@/lib/config/route-registry";
import { availableProviders } from "@/lib/server/auth/oauth";

export const metadata: Metadata = { title: route("entrar").title };

/** /entrar: log-in; accepts an optional `redirect` query. */
export default async function EntrarPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const query = await searchParams;
  return (
    <div className="mx-auto flex max-w-md flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold text-balance">Inicia sesión</h1>
        <p className="mt-1 text-fg-muted">Sigue tu orientación vocacional donde la dejaste.</p>
      </div>
      <LoginPanel redirect={firstParam(query.redirect)} error={firstParam(query.error)} providers={availableProviders()} />
    </div>
  );
}
