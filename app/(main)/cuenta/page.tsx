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
import { listLinkedParents, pendingParentCode, schoolSharing } from "@/lib/server/family/parents";
import { membershipStatus } from "@/lib/server/membership/memberships";
import { href, route } from "@/lib/config/route-registry";
import { site } from "@/lib/config/contact";
import { formatSoles } from "@/lib/format/money";
import { planTable } from "@/lib/pricing/plans";

export const metadata: Metadata = { title: route("cuenta").title, robots: { index: false } };
export const dynamic = "force-dynamic";

/** What a parent can buy: the plans with live sessions, from the one plan table (the autoguiado plan is the student's own work). */
const parentPlans = planTable.filter((p) => p.sessions > 0);
const periodLabel = (period: string) => (period === "mes" ? " al mes" : "");

/** «Tu plan» when nothing is running: what this role can buy, or that it has nothing to buy. */
function NoPlan({ role }: { role: SessionUser["role"] }) {
  if (role === "advisor")
    return (
      <>
        <p className="mt-3 text-neutral-700">
          Tu cuenta es de especialista: no tienes nada que comprar. Respondes el chat de los miembros y das sus sesiones en vivo.
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Link href={href("advisorChat")} className={buttonClasses()}>
            Ir a la bandeja del chat
          </Link>
          <Link href={href("advisorSessions")} className={buttonClasses({ variant: "outline" })}>
            Ver mis sesiones
          </Link>
        </div>
      </>
    );
  if (role === "school")
    return (
      <>
        <p className="mt-3 text-neutral-700">
          Desde tu cuenta de orientador no hay nada que comprar. Los estudiantes que se registran con un código de tu colegio reciben lo que
          el colegio acordó con Rumbo; para cambiar ese acuerdo, escríbenos a {site.email}.
        </p>
        <Link href={href("schoolPanel")} className={buttonClasses({ className: "mt-4" })}>
          Ir al panel del colegio
        </Link>
      </>
    );
  if (role === "user-parent")
    return (
      <>
        <p className="mt-3 text-neutral-700">
          El test, el resultado de tu hijo o hija y el catálogo son gratis, y los ves en tu panel. Lo que puedes contratar para acompañarlo
          son sesiones en vivo de 60 minutos con un orientador o psicólogo, que tú reservas desde tu cuenta:
        </p>
        <ul className="mt-3 flex flex-col gap-2" data-testid="parent-plans">
          {parentPlans.map((plan) => (
            <li key={plan.id} className="rounded-control border border-border px-3 py-2">
              <span className="font-semibold text-fg">{plan.name}</span> ·{" "}
              <span className="text-fg">
                {formatSoles(plan.priceCents)}
                {periodLabel(plan.period)}
              </span>
              <span className="block text-sm text-neutral-700">{plan.features.slice(1).join(" · ")}</span>
            </li>
          ))}
        </ul>
        <div className="mt-4 flex flex-wrap gap-3">
          <Link href={`${href("parents")}#pricing`} className={buttonClasses()}>
            Ver los planes para familias
          </Link>
          <Link href={href("parentPanel")} className={buttonClasses({ variant: "outline" })}>
            Ir al panel de tu familia
          </Link>
        </div>
      </>
    );
  return (
    <>
      <p className="mt-3 text-neutral-700">
        Tu test, tus resultados y el catálogo son gratis. Un plan suma el «Reto», la revisión de tu resultado y sesiones en vivo con un
        orientador.
      </p>
      <Link href={`${href("testOrientacion")}#pricing`} className={buttonClasses({ className: "mt-4" })}>
        Ver los planes
      </Link>
    </>
  );
}

/** The account's sections that need queries (plan, school sharing, family), streamed under the title. */
async function AccountSections({ user, isStudent }: { user: SessionUser; isStudent: boolean }) {
  const membership = await membershipStatus(user.id);
  const [sharing, parents, pending] = isStudent
    ? await Promise.all([schoolSharing(user.id), listLinkedParents(user), pendingParentCode(user)])
    : [null, [], null];
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
            <p className="mt-2 inline-flex rounded-pill bg-neutral-100 px-3 py-1 text-sm font-semibold text-neutral-700">
              {user.role === "advisor" || user.role === "school" ? "Sin planes" : "Sin plan activo"}
            </p>
            <NoPlan role={user.role} />
          </>
        )}
      </section>
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
          <ParentAccess initialParents={parents} initialPending={pending} />
        </section>
      ) : null}
    </>
  );
}

/**
 * `/cuenta` (Mi cuenta): the plan running now or what this role can buy, and for a student the
 * school consent and the family code. The links to the role's other pages are in the sidebar
 * (app/(main)/cuenta/layout.tsx).
 */
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
    </div>
  );
}
