import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { Suspense } from "react";
import { redirect } from "next/navigation";
import { MembershipLines } from "@/components/payments/membership-lines";
import { ParentAccess } from "@/components/family/parent-access";
import { ShareConsent } from "@/components/family/share-consent";
import { buttonClasses } from "@/components/ui/button";
import { PanelSkeleton } from "@/components/ui/skeleton";
import type { SessionUser } from "@/lib/contracts/session";
import { getCurrentUser } from "@/lib/server/auth/session";
import { listLinkedParents, schoolSharing } from "@/lib/server/family/parents";
import { membershipStatus } from "@/lib/server/membership/memberships";
import { href, route } from "@/lib/config/route-registry";

export const metadata: Metadata = { title: route("cuenta").title, robots: { index: false } };
export const dynamic = "force-dynamic";

/** The account's sections that need queries (plan, school sharing, family), streamed under the title. */
async function AccountSections({ user, isStudent }: { user: SessionUser; isStudent: boolean }) {
  const membership = await membershipStatus(user.id);
  const [sharing, parents] = isStudent ? await Promise.all([schoolSharing(user.id), listLinkedParents(user)]) : [null, []];
  return (
    <>
      <section
        aria-labelledby="plan-title"
        className="rounded-card border border-border bg-surface p-5 shadow-card"
        data-testid="membership-card"
      >
        <h2 id="plan-title" className="text-xl font-bold text-fg">
          Tu plan
        </h2>
        {membership.active ? (
          <>
            <p className="mt-2 inline-flex rounded-pill bg-success-100 px-3 py-1 text-sm font-semibold text-success-800">
              Membresía activa
            </p>
            <MembershipLines lines={membership.lines} />
          </>
        ) : (
          <>
            <p className="mt-2 inline-flex rounded-pill bg-neutral-100 px-3 py-1 text-sm font-semibold text-neutral-700">Sin plan activo</p>
            <p className="mt-3 text-neutral-700">
              Tu test, tus resultados y el catálogo son gratis. Un plan suma el «Reto», la revisión de tu resultado y sesiones en vivo con
              un orientador.
            </p>
            <Link href={`${href("testOrientacion")}#pricing`} className={buttonClasses({ className: "mt-4" })}>
              Ver los planes
            </Link>
          </>
        )}
      </section>
      {user.role === "user-parent" || user.role === "school" ? (
        <Link
          href={user.role === "school" ? href("schoolPanel") : href("parentPanel")}
          className={buttonClasses({ className: "self-start" })}
        >
          {user.role === "school" ? "Ir al panel del colegio" : "Ir al panel de tu familia"}
        </Link>
      ) : null}
      {sharing?.schoolName ? (
        <section aria-labelledby="colegio-title" className="rounded-card border border-border bg-surface p-5 shadow-card">
          <h2 id="colegio-title" className="mb-3 text-xl font-bold text-fg">
            Tu colegio
          </h2>
          <ShareConsent schoolName={sharing.schoolName} initial={sharing.shareWithSchool} />
        </section>
      ) : null}
      {isStudent ? (
        <section aria-labelledby="familia-title" className="rounded-card border border-border bg-surface p-5 shadow-card">
          <h2 id="familia-title" className="mb-3 text-xl font-bold text-fg">
            Tu familia
          </h2>
          <ParentAccess initialParents={parents} />
        </section>
      ) : null}
    </>
  );
}

/** `/cuenta` (Mi cuenta): the plan running now, and the way to payments and live sessions. */
export default async function AccountPage() {
  const user = await getCurrentUser();
  if (!user) redirect(`${href("entrar")}?redirect=${encodeURIComponent(href("cuenta"))}`);
  const isStudent = user.role === "user" || user.role === null;
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-10">
      <div>
        <h1 className="text-3xl font-extrabold text-fg">Mi cuenta</h1>
        <p className="mt-1 text-neutral-700">
          {user.name} {user.surname} · {user.email}
        </p>
      </div>
      <Suspense
        fallback={<PanelSkeleton panels={isStudent ? 2 : 1} lines={5} action panelClassName="min-h-68" label="Cargando tu cuenta…" />}
      >
        <AccountSections user={user} isStudent={isStudent} />
      </Suspense>
      {/* Payments and live sessions are the student's; a parent or counsellor has their panel above (issue 34). */}
      <nav aria-label="Tu cuenta" hidden={!isStudent}>
        <ul className="grid gap-3 sm:grid-cols-2">
          <li>
            <Link
              href={href("cuentaLista")}
              className="flex min-h-11 flex-col rounded-card border border-border bg-surface p-4 hover:border-primary-700"
            >
              <span className="font-semibold text-primary-700">Mi lista</span>
              <span className="text-sm text-neutral-700">Las carreras y los lugares que marcaste.</span>
            </Link>
          </li>
          <li>
            <Link
              href={href("cuentaPagos")}
              className="flex min-h-11 flex-col rounded-card border border-border bg-surface p-4 hover:border-primary-700"
            >
              <span className="font-semibold text-primary-700">Mis pagos</span>
              <span className="text-sm text-neutral-700">Tus pedidos y su estado.</span>
            </Link>
          </li>
          <li>
            <Link
              href={href("cuentaSesiones")}
              className="flex min-h-11 flex-col rounded-card border border-border bg-surface p-4 hover:border-primary-700"
            >
              <span className="font-semibold text-primary-700">Mis sesiones en vivo</span>
              <span className="text-sm text-neutral-700">Reserva y revisa tus sesiones con un orientador.</span>
            </Link>
          </li>
          <li>
            <Link
              href={href("cuentaChat")}
              className="flex min-h-11 flex-col rounded-card border border-border bg-surface p-4 hover:border-primary-700"
            >
              <span className="font-semibold text-primary-700">Chat con especialistas</span>
              <span className="text-sm text-neutral-700">Escribe a una orientadora o a un psicólogo.</span>
            </Link>
          </li>
        </ul>
      </nav>
    </div>
  );
}
