"use client";

import Link from "@/components/ui/link";
import { useEffect, useId, useRef, useState } from "react";
import type { AccountRole } from "@/lib/contracts/session";
import { useModalsStore } from "@/stores/modals";
import { chromePaths } from "./chrome-paths";

/** A parent's, a counsellor's and a specialist's own pages, first in their menu; a student has none. */
const panelFor: Partial<Record<AccountRole, { path: string; label: string }[]>> = {
  "user-parent": [{ path: chromePaths.parentPanel, label: "Panel de mi familia" }],
  school: [{ path: chromePaths.schoolPanel, label: "Panel del colegio" }],
  advisor: [
    { path: chromePaths.advisorChat, label: "Bandeja del chat" },
    { path: chromePaths.advisorSessions, label: "Mis sesiones" },
  ],
};

/**
 * Logged in: the first name with a dropdown. A student's holds 'Mi cuenta', 'Mis pagos',
 * 'Registra tu colegio' and 'Salir'; a parent's or a counsellor's opens with their panel
 * and has no payments or school registration, which are the student's; a specialist's opens with
 * her chat inbox and her sessions.
 */
export function UserMenu({ firstName, role = null }: { firstName: string; role?: AccountRole | null }) {
  const panel = role ? panelFor[role] : undefined;
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  const registerSchool = () => {
    setOpen(false);
    const modals = useModalsStore.getState();
    modals.open("subscription");
    modals.open("schoolMode");
  };

  return (
    <div ref={wrapperRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((v) => !v)}
        className="inline-flex min-h-11 items-center gap-2 rounded-control px-3 text-sm font-semibold text-fg hover:bg-neutral-100"
      >
        <span aria-hidden="true" className="inline-flex size-8 items-center justify-center rounded-full bg-primary-700 text-white">
          {firstName.charAt(0) || "?"}
        </span>
        <span>{firstName || "Mi cuenta"}</span>
        <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="size-4">
          <path
            fillRule="evenodd"
            clipRule="evenodd"
            d="M5.22 8.22a.75.75 0 0 1 1.06 0L10 11.94l3.72-3.72a.75.75 0 1 1 1.06 1.06l-4.25 4.25a.75.75 0 0 1-1.06 0L5.22 9.28a.75.75 0 0 1 0-1.06Z"
          />
        </svg>
        <span className="sr-only">, menú de tu cuenta</span>
      </button>
      <ul
        id={menuId}
        hidden={!open}
        className="absolute right-0 mt-2 w-56 rounded-control border border-border bg-surface p-1 text-sm shadow-raised"
      >
        {panel?.map((item) => (
          <li key={item.path}>
            <Link
              href={item.path}
              onClick={() => setOpen(false)}
              className="flex min-h-11 w-full items-center rounded-md px-3 font-medium hover:bg-neutral-100"
            >
              {item.label}
            </Link>
          </li>
        ))}
        <li>
          <Link
            href={chromePaths.cuenta}
            onClick={() => setOpen(false)}
            className="flex min-h-11 w-full items-center rounded-md px-3 font-medium hover:bg-neutral-100"
          >
            Mi cuenta
          </Link>
        </li>
        {panel ? null : (
          <>
            <li>
              <Link
                href={chromePaths.cuentaPagos}
                onClick={() => setOpen(false)}
                className="flex min-h-11 w-full items-center rounded-md px-3 font-medium hover:bg-neutral-100"
              >
                Mis pagos
              </Link>
            </li>
            <li>
              <button
                type="button"
                onClick={registerSchool}
                className="flex min-h-11 w-full items-center rounded-md px-3 text-left font-medium hover:bg-neutral-100"
              >
                Registra tu colegio
              </button>
            </li>
          </>
        )}
        <li>
          <Link
            href={chromePaths.logout}
            prefetch={false}
            className="flex min-h-11 w-full items-center rounded-md px-3 font-medium text-danger-700 hover:bg-neutral-100"
          >
            Salir
          </Link>
        </li>
      </ul>
    </div>
  );
}
