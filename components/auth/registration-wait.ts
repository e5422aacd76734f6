"use client";

import { isAxiosError } from "axios";
import { useCallback, useEffect, useRef, useState } from "react";

/**
 * A registration the server slowed (429 with a short Retry-After: many sign-ups from one network,
 * a class) is not turned away: the form counts the seconds down and sends the same data again by
 * itself. A long wait (the same e-mail tried too often) is shown as the error it is.
 */
export const LONGEST_AUTOMATIC_WAIT_SECONDS = 90;
const MOST_WAITS = 6;

/** The seconds to wait before sending again, or null when the error is not a short 429. */
export function registrationWaitSeconds(error: unknown): number | null {
  if (!isAxiosError(error) || error.response?.status !== 429) return null;
  const header = error.response.headers?.["retry-after"];
  const seconds = Number(Array.isArray(header) ? header[0] : header);
  if (!Number.isFinite(seconds) || seconds <= 0 || seconds > LONGEST_AUTOMATIC_WAIT_SECONDS) return null;
  return Math.ceil(seconds);
}

export const registrationWaitMessage = (seconds: number) => `Muchos registros desde tu red: seguimos en ${seconds} s`;

/**
 * `send` with the server's waits: returns what `send` returns, after as many countdowns (`left`,
 * the seconds still to wait, null when not waiting) as the server asks for, up to a few.
 */
export function useRegistrationWaits() {
  const [left, setLeft] = useState<number | null>(null);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);
  const sendWithWaits = useCallback(async <T>(send: () => Promise<T>): Promise<T> => {
    for (let wait = 0; ; wait++) {
      try {
        return await send();
      } catch (error) {
        const seconds = registrationWaitSeconds(error);
        if (seconds === null || wait >= MOST_WAITS || !alive.current) throw error;
        for (let s = seconds; s > 0; s--) {
          setLeft(s);
          await new Promise((resolve) => setTimeout(resolve, 1_000));
          if (!alive.current) throw error;
        }
        setLeft(null);
      }
    }
  }, []);
  return { waitingSeconds: left, sendWithWaits };
}
