import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { forbidden, redirect } from "next/navigation";
import { cache, Suspense } from "react";
import { BookingTable } from "@/components/admin/ops/booking-table";
import { InvalidFilters } from "@/components/admin/ops/page-bits";
import { readListQuery, type SearchParams } from "@/lib/utils/search-params";
import { SkeletonBlock, TableSkeleton } from "@/components/ui/skeleton";
import { bookingListQuerySchema, type BookingListQuery } from "@/lib/contracts/admin-advisors";
import type { SessionUser } from "@/lib/contracts/session";
import { isAdvisorLogin, listOwnAdvisorBookings } from "@/lib/server/admin/advisors";
import { getCurrentUser } from "@/lib/server/auth/session";
import { href, route } from "@/lib/config/route-registry";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: route("advisorSessions").title, robots: { index: false, follow: false } };

type Props = { user: SessionUser; query: BookingListQuery };

// The advisor's line and the table read the same page of bookings: one query per request.
const bookingsOf = cache(listOwnAdvisorBookings);

async function AdvisorLine({ user, query }: Props) {
  const data = await bookingsOf(user, query);
  return (
    <p className="text-fg-muted">
      {data.advisor.name}, {data.advisor.title}. Horarios en hora de Lima.
    </p>
  );
}

async function AdvisorBookings({ user, query }: Props) {
  return <BookingTable basePath={href("advisorSessions")} query={query} data={await bookingsOf(user, query)} />;
}

/** `/asesor/sesiones`: an advisor with a login sees their own live sessions, and nobody else's. */
export default async function AdvisorSessionsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await getCurrentUser();
  if (!user) redirect(`${href("entrar")}?redirect=${encodeURIComponent(href("advisorSessions"))}`);
  if (!(await isAdvisorLogin(user.id))) forbidden();
  const { query, invalid } = readListQuery(bookingListQuerySchema, await searchParams);
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-5 px-4 py-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-fg">Mis sesiones</h1>
        <p>
          <Link href={href("advisorChat")} className="font-semibold text-primary-700 underline">
            Chat con estudiantes
          </Link>
        </p>
        <Suspense fallback={<SkeletonBlock className="h-6 w-72 max-w-full" tone="soft" />}>
          <AdvisorLine user={user} query={query} />
        </Suspense>
      </header>
      <InvalidFilters invalid={invalid} />
      <Suspense fallback={<TableSkeleton rows={6} columns={5} label="Cargando tus sesiones…" />}>
        <AdvisorBookings user={user} query={query} />
      </Suspense>
    </div>
  );
}
