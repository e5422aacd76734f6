"use client";

import { useEffect, useState } from "react";
import { publicConfig } from "@/lib/config/public";
import type { PaymentOptions } from "@/lib/contracts/payments";
import { useSessionStore } from "@/stores/session";

// One request per page and visitor: every pay button and the pricing section share it.
let shared: { key: string; promise: Promise<PaymentOptions | null> } | null = null;

/** Forgets the shared answer (after a payment, and in tests). */
export function resetPaymentOptions() {
  shared = null;
}

/**
 * The request itself, with fetch rather than lib/api's axios client and zod schemas: those are
 * ~40 KB gzip (127 KB of JavaScript) that every page with pricing cards loaded and evaluated right
 * after hydration, only for this answer (the test's answer queue does the same). An
 * answer without the expected shape counts as no answer.
 */
async function fetchPaymentOptions(): Promise<PaymentOptions | null> {
  const response = await fetch(`${publicConfig.apiUrl}/payment/options`, {
    // As the axios client: the session cookie also travels to an API on another origin.
    credentials: publicConfig.apiUrl.startsWith("/") ? "same-origin" : "include",
    headers: { Accept: "application/json" },
    cache: "no-store",
  });
  if (!response.ok) return null;
  const data = ((await response.json()) as { data?: Partial<PaymentOptions> } | null)?.data;
  return data && typeof data.card === "string" && Array.isArray(data.pending) && data.current !== undefined
    ? (data as PaymentOptions)
    : null;
}

/**
 * `GET /api/payment/options` for the pricing cards: whether card payment is on (real or a test),
 * the visitor's current paid plan and her pending payments. Null until it answers, or when it
 * cannot (the cards then offer the card as before and the server decides).
 */
export function usePaymentOptions(): PaymentOptions | null {
  const userId = useSessionStore((s) => s.user?.id ?? null);
  const hydrated = useSessionStore((s) => s.hydrated);
  const [options, setOptions] = useState<PaymentOptions | null>(null);
  useEffect(() => {
    if (!hydrated) return;
    let alive = true;
    const key = userId ?? "";
    if (!shared || shared.key !== key) {
      shared = {
        key,
        promise: fetchPaymentOptions().catch(() => null),
      };
    }
    void shared.promise.then((value) => {
      if (alive) setOptions(value);
    });
    return () => {
      alive = false;
    };
  }, [userId, hydrated]);
  return options;
}
