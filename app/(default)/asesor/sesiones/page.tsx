import type { Metadata } from "next";
import { forbidden, redirect } from "next/navigation";
import { BookingTable } from "@/components/admin/ops/booking-table";
import { InvalidFilters, readQuery, type SearchParams } from "@/components/admin/ops/page-bits";
import { bookingListQuerySchema } from "@/lib/contracts/admin-advisors";
import { isAdvisorLogin, listOwnAdvisorBookings } from "@/lib/server/admin/advisors";
import { getCurrentUser } from "@/lib/server/auth/session";
import { href, route } from "@/lib/config/route-registry";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: route("advisorSessions").title, robots: { index: false, follow: false } };

/** `/asesor/sesiones`: an advisor with a login sees their own live sessions, and nobody else's. */
export default async function AdvisorSessionsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await getCurrentUser();
  if (!user) redirect(`${href("entrar")}?redirect=${encodeURIComponent(href("advisorSessions"))}`);
  if (!(await isAdvisorLogin(user.id))) forbidden();
  const { query, invalid } = readQuery(bookingListQuerySchema, await searchParams);
  const data = await listOwnAdvisorBookings(user, query);
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-5 px-4 py-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-fg">Mis sesiones</h1>
        <p className="text-fg-muted">
          {data.advisor.name}, {data.advisor.title}. Horarios en hora de Lima.
        </p>
      </header>
      <InvalidFilters invalid={invalid} />
      <BookingTable basePath={href("advisorSessions")} query={query} data={data} />
    </div>
  );
}
