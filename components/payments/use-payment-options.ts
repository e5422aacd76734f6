"use client";

import { useEffect, useState } from "react";
import type { PaymentOptions } from "@/lib/contracts/payments";
import { useSessionStore } from "@/stores/session";

// One request per page and visitor: every pay button and the pricing section share it.
let shared: { key: string; promise: Promise<PaymentOptions | null> } | null = null;

/** Forgets the shared answer (after a payment, and in tests). */
export function resetPaymentOptions() {
  shared = null;
}

/**
 * The request itself, through lib/api's helper loaded after hydration: axios and the zod schema
 * stay out of the first load of every page with pricing cards. An answer without the expected
 * shape, an error or a failed request count as no answer.
 */
async function fetchPaymentOptions(): Promise<PaymentOptions | null> {
  const { getPaymentOptions } = await import("@/lib/api/payments");
  return getPaymentOptions();
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
