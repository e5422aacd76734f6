import Link from "next/link";
import { routes } from "@/lib/config/routes";

const tabs = [
  { href: routes.dondeEstudiar, label: "Descubre" },
  { href: routes.orientacionVocacional, label: "Oriéntate" },
  { href: routes.momentoDecidir, label: "Resultado" },
];

/** Mobile footer tabs (spec §2), shown below the 892 px breakpoint. */
export function MobileFooterNav() {
  return (
    <nav aria-label="Navegación inferior" className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white min-[892px]:hidden">
      <ul className="grid grid-cols-3">
        {tabs.map((tab) => (
          <li key={tab.href}>
            <Link href={tab.href} className="flex h-14 items-center justify-center text-sm font-semibold text-slate-800">
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
