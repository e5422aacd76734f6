"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { afterFirstLoad } from "@/components/ui/deferred";

type Track = typeof import("@/lib/api/metrics").track;

/** The metrics sender (lib/api/metrics.ts) is fetched when the first event is due, not with the page. */
const send = (...args: Parameters<Track>) => {
  void import("@/lib/api/metrics").then(
    (m) => m.track(...args),
    () => {
      // Metrics never break the page.
    },
  );
};

/**
 * Mounted once in the root layout: a `page_change` on every navigation, and `pricing_viewed`
 * once per page view when a #pricing section comes into view. The first page's `page_change` is
 * queued after the page's first load (with the path and time of the visit): the sender is not part
 * of any page's first load.
 */
export function PageTracker() {
  const path = usePathname();
  useEffect(() => {
    const at = { path: location.pathname, ts: Date.now() };
    void afterFirstLoad().then(() => send("page_change", undefined, undefined, at));
    let observer: IntersectionObserver | undefined;
    const watch = () => {
      const pricing = document.getElementById("pricing");
      if (!pricing || observer || typeof IntersectionObserver === "undefined") return;
      observer = new IntersectionObserver((entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          send("event", "pricing_viewed");
          observer?.disconnect();
        }
      });
      observer.observe(pricing);
    };
    watch();
    const later = setTimeout(watch, 1000);
    return () => {
      clearTimeout(later);
      observer?.disconnect();
    };
  }, [path]);
  return null;
}
