"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { track } from "@/lib/api/metrics";

/**
 * Mounted once in the root layout: a `page_change` on every navigation, and `pricing_viewed`
 * once per page view when a #pricing section comes into view.
 */
export function PageTracker() {
  const path = usePathname();
  useEffect(() => {
    track("page_change");
    let observer: IntersectionObserver | undefined;
    const watch = () => {
      const pricing = document.getElementById("pricing");
      if (!pricing || observer || typeof IntersectionObserver === "undefined") return;
      observer = new IntersectionObserver((entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          track("event", "pricing_viewed");
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
