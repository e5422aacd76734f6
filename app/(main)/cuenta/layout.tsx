import type { ReactNode } from "react";
import { accountLinks } from "@/components/account/account-links";
import { AccountSidebar } from "@/components/account/account-sidebar";
import { getCurrentUser } from "@/lib/server/auth/session";

/**
 * Every «Mi cuenta» page (/cuenta and below): the role's sidebar (375 px from 1024 px wide; a
 * compact list at the top on phones) beside the page. Without a session each page sends the
 * visitor to log in, so the layout renders the page alone.
 */
export default async function AccountLayout({ children }: { children: ReactNode }) {
  const user = await getCurrentUser();
  if (!user) return children;
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col lg:flex-row">
      <AccountSidebar links={accountLinks(user.role)} />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
