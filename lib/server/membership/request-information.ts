import "server-only";
import { and, desc, eq, gt } from "drizzle-orm";
import { site } from "@/lib/config/site";
import type { MembershipInformation, MembershipInformationRequest } from "@/lib/contracts/membership";
import type { SessionUser } from "@/lib/contracts/session";
import { getDb } from "@/lib/db/client";
import { membershipRequests } from "@/lib/db/schema";
import { logInfo } from "../log";
import { sendEmail } from "../notifications/send-email";
import { rateLimits } from "../rate-limits";

const DEDUPE_MS = 24 * 60 * 60 * 1000;

const sourceLabel: Record<NonNullable<MembershipInformationRequest["source"]>, string> = {
  subscription: "modal 'Cambia tu futuro ahora'",
  blocked: "modal 'Es momento de preparte para tu futuro'",
  pricing: "sección de planes",
};

/**
 * 'Comienza tu plan ahora': records that the student wants a plan and tells the sales inbox. A
 * second click within 24 hours returns the same request without another e-mail.
 */
export async function requestMembershipInformation({
  user,
  source = "subscription",
}: {
  user: SessionUser;
  source?: MembershipInformationRequest["source"];
}): Promise<MembershipInformation> {
  await rateLimits.membershipInformation.consume(user.id);
  const db = await getDb();
  const [recent] = await db
    .select({ id: membershipRequests.id, createdAt: membershipRequests.createdAt })
    .from(membershipRequests)
    .where(and(eq(membershipRequests.userId, user.id), gt(membershipRequests.createdAt, new Date(Date.now() - DEDUPE_MS))))
    .orderBy(desc(membershipRequests.createdAt))
    .limit(1);
  if (recent) return { requestId: recent.id, requestedAt: recent.createdAt.toISOString(), alreadyRequested: true };

  const [row] = await db
    .insert(membershipRequests)
    .values({ userId: user.id, source })
    .returning({ id: membershipRequests.id, createdAt: membershipRequests.createdAt });

  const fullName = `${user.name} ${user.surname}`.trim() || "(sin nombre)";
  const lines = [
    `${fullName} pidió información sobre los planes de Rumbo.`,
    "",
    `Correo: ${user.email}`,
    `Celular: ${user.fullPhone ?? user.phone ?? "no registrado"}`,
    `Perfil: ${user.role === "user-parent" ? "madre o padre de familia" : "estudiante"}`,
    `Desde: ${sourceLabel[source]}`,
    `Solicitud n.° ${row.id}, ${row.createdAt.toISOString()}`,
  ];
  await sendEmail({
    to: site.salesEmail,
    subject: `Solicitud de plan: ${fullName}`,
    text: lines.join("\n"),
    kind: "membership-information",
  });
  logInfo("membership: information requested", { requestId: row.id, source });
  return { requestId: row.id, requestedAt: row.createdAt.toISOString(), alreadyRequested: false };
}
