import type { Metadata } from "next";
import { AdvisorInvitationForm } from "@/components/auth/advisor-invitation-form";
import { route } from "@/lib/config/route-registry";
import { firstParam } from "@/lib/utils/search-params";

export const metadata: Metadata = { title: route("advisorInvitation").title, robots: { index: false } };

/**
 * /asesor/invitacion?token=…: the link of a specialist's invitation (sent from /admin/asesores).
 * It opens her account with the specialist role, or links her existing account, and signs her in.
 */
export default async function AdvisorInvitationPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const token = firstParam((await searchParams).token) ?? "";
  return (
    <div className="mx-auto flex max-w-md flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold text-balance">Tu cuenta de especialista</h1>
        <p className="mt-1 text-fg-muted">Con ella respondes el chat de los estudiantes con plan y ves tus sesiones en vivo.</p>
      </div>
      <AdvisorInvitationForm token={token} />
    </div>
  );
}
