import type { ReactNode } from "react";
import { AdminTable, type AdminTableProps } from "./admin-table";
import { AdminPageHeader } from "./page-header";
import { InvalidFilters } from "./ops/page-bits";

/**
 * A back-office list page: its header, the notice when the URL's filters were ignored, the
 * paged table (`caption` defaults to the title) and, after it, anything else the page adds
 * (a creation form). The page loads its rows with `loadAdminList` (lib/server/admin/list-page.ts).
 */
export function AdminListPage<T>({
  title,
  description,
  back,
  headerActions,
  invalid = false,
  children,
  caption,
  ...table
}: Omit<AdminTableProps<T>, "caption"> & {
  title: string;
  description?: ReactNode;
  back?: { href: string; label: string };
  headerActions?: ReactNode;
  invalid?: boolean;
  caption?: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-5">
      <AdminPageHeader title={title} description={description} back={back} actions={headerActions} />
      <InvalidFilters invalid={invalid} />
      <AdminTable caption={caption ?? title} {...table} />
      {children}
    </div>
  );
}
