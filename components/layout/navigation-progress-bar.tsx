"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useEffect, useRef, useState } from "react";

/** the bar runs for 5 s and appears only for navigations longer than 200 ms. */
export const PROGRESS_DURATION_MS = 5_000;
export const PROGRESS_THROTTLE_MS = 200;

function isInternalNavigation(event: MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const anchor = (event.target as Element | null)?.closest?.("a[href]");
  if (!(anchor instanceof HTMLAnchorElement)) return false;
  if (anchor.target && anchor.target !== "_self") return false;
  if (anchor.hasAttribute("download")) return false;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return false;
  // Same page (a hash link or the current URL) does not navigate.
  return url.pathname !== window.location.pathname || url.search !== window.location.search;
}

/**
 * A thin loading bar at the top while the next page loads: what goes inside its frame
 * (./navigation-progress.tsx, which brings this after the page's first load).
 */
export function NavigationProgressBar() {
  const pathname = usePathname();
  const search = useSearchParams();
  const [state, setState] = useState<"idle" | "running" | "done">("idle");
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!isInternalNavigation(event)) return;
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => setState("running"), PROGRESS_THROTTLE_MS);
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);

  // A new path or query means the navigation finished.
  useEffect(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    setState((current) => (current === "running" ? "done" : "idle"));
    const reset = setTimeout(() => setState("idle"), 300);
    return () => clearTimeout(reset);
  }, [pathname, search]);

  return (
    <div
      className="h-full origin-left bg-accent-500"
      style={{
        transform: state === "idle" ? "scaleX(0)" : state === "running" ? "scaleX(0.9)" : "scaleX(1)",
        opacity: state === "idle" ? 0 : 1,
        transition:
          state === "running"
            ? `transform ${PROGRESS_DURATION_MS}ms cubic-bezier(0.1, 0.7, 0.3, 1)`
            : "transform 200ms ease-out, opacity 300ms ease-out",
      }}
    />
  );
}
