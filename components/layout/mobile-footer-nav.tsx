"use client";

import Link from "@/components/ui/link";
import { useDisplayedSession } from "@/components/auth/initial-session";
import { chromePaths } from "./chrome-paths";

const tabs = [
  {
    href: chromePaths.dondeEstudiar,
    label: "Descubre",
    icon: "M10 2a6 6 0 0 0-6 6c0 4.5 6 10 6 10s6-5.5 6-10a6 6 0 0 0-6-6Zm0 8.5A2.5 2.5 0 1 1 10 5.5a2.5 2.5 0 0 1 0 5Z",
  },
  {
    href: chromePaths.orientacionVocacional,
    label: "Oriéntate",
    icon: "M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm3.6 4.9-2.2 5-5 2.2 2.2-5 5-2.2Z",
  },
  { href: chromePaths.momentoDecidir, label: "Resultado", icon: "M4 3h12v14H4V3Zm3 3v1.5h6V6H7Zm0 3.25v1.5h6v-1.5H7Zm0 3.25V14h4v-1.5H7Z" },
];

const panelIcon = "M3 3h6v6H3V3Zm8 0h6v6h-6V3ZM3 11h6v6H3v-6Zm8 0h6v6h-6v-6Z";

const chatIcon = "M3 4h14v9H8l-4 3.5V13H3V4Z";
const calendarIcon = "M5 2h2v2h6V2h2v2h2v13H3V4h2V2Zm0 6v7h10V8H5Z";

/**
 * A parent's and a counsellor's tabs: the catalogue and their own panel, not the student's test; a
 * specialist's: her chat inbox and her sessions.
 */
const roleTabs = {
  "user-parent": [tabs[0], { href: chromePaths.parentPanel, label: "Mi panel", icon: panelIcon }],
  school: [tabs[0], { href: chromePaths.schoolPanel, label: "Mi panel", icon: panelIcon }],
  advisor: [
    { href: chromePaths.advisorChat, label: "Chat", icon: chatIcon },
    { href: chromePaths.advisorSessions, label: "Sesiones", icon: calendarIcon },
  ],
} as const;

/**
 * Mobile footer tabs, shown below the 892 px breakpoint; a parent or a counsellor gets
 * their panel instead of the test's tabs. A client component with no props: one reference in each
 * page's RSC payload instead of its markup.
 */
export function MobileFooterNav() {
  const { role } = useDisplayedSession();
  const shown = role === "user-parent" || role === "school" || role === "advisor" ? roleTabs[role] : tabs;
  return (
    <nav
      aria-label="Navegación inferior"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-surface pb-[env(safe-area-inset-bottom)] min-[892px]:hidden"
    >
      <ul className={shown.length === 2 ? "grid grid-cols-2" : "grid grid-cols-3"}>
        {shown.map((tab) => (
          <li key={tab.href}>
            <Link
              href={tab.href}
              className="flex h-14 flex-col items-center justify-center gap-0.5 text-xs font-semibold text-neutral-700 hover:text-primary-700"
            >
              <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="size-5">
                <path fillRule="evenodd" clipRule="evenodd" d={tab.icon} />
              </svg>
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
