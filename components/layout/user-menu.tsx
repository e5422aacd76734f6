"use client";

import Link from "next/link";
import { useEffect, useId, useRef, useState } from "react";
import { href } from "@/lib/config/route-paths";
import { useModalsStore } from "@/stores/modals";

/** Logged in: the first name with a dropdown holding 'Mi cuenta', 'Mis pagos', 'Registra tu colegio' and 'Salir' (spec §2). */
export function UserMenu({ firstName }: { firstName: string }) {
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
        <li>
          <Link
            href={href("cuenta")}
            onClick={() => setOpen(false)}
            className="flex min-h-11 w-full items-center rounded-md px-3 font-medium hover:bg-neutral-100"
          >
            Mi cuenta
          </Link>
        </li>
        <li>
          <Link
            href={href("cuentaPagos")}
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
        <li>
          <Link
            href={href("logout")}
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
