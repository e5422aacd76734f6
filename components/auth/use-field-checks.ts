"use client";

import { useEffect, useRef, useState } from "react";
import { verifyEmail, verifyNumber } from "@/lib/api/auth";
import { apiErrorMessage } from "@/lib/api/errors";
import { authMessages, emailSchema } from "@/lib/contracts/auth";
import type { PhoneValue } from "@/components/ui/phone-input";

export type CheckState = { status: "idle" | "loading" | "valid" | "error"; message?: string };

/**
 * The e-mail check: 500 ms after the last keystroke, a format check ('Email no es
 * válido'), then the server check; 'Correo válido' when both pass.
 */
export function useEmailCheck(email: string, { enabled = true, delayMs = 500 } = {}): CheckState {
  const [state, setState] = useState<CheckState>({ status: "idle" });
  useEffect(() => {
    if (!enabled) return;
    const value = email.trim();
    if (!value) {
      setState({ status: "idle" });
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      if (!emailSchema.safeParse(value).success) {
        setState({ status: "error", message: authMessages.invalidEmail });
        return;
      }
      setState({ status: "loading" });
      try {
        const result = await verifyEmail(value, controller.signal);
        setState({ status: "valid", message: result.message });
      } catch (error) {
        if (controller.signal.aborted) return;
        setState({ status: "error", message: apiErrorMessage(error) });
      }
    }, delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [email, enabled, delayMs]);
  return state;
}

/** The phone check: runs when the widget reports a valid number; 'Celular válido' or the server's message. */
export function usePhoneCheck(phone: PhoneValue | null): CheckState {
  const [state, setState] = useState<CheckState>({ status: "idle" });
  const last = useRef<string | null>(null);
  useEffect(() => {
    if (!phone || !phone.nationalNumber) {
      last.current = null;
      setState({ status: "idle" });
      return;
    }
    if (!phone.isValid || !phone.e164) {
      last.current = null;
      setState({ status: "error", message: authMessages.invalidPhone });
      return;
    }
    if (last.current === phone.e164) return;
    last.current = phone.e164;
    let cancelled = false;
    setState({ status: "loading" });
    verifyNumber(phone.e164, phone.country)
      .then((result) => !cancelled && setState({ status: "valid", message: result.message }))
      .catch((error) => !cancelled && setState({ status: "error", message: apiErrorMessage(error) }));
    return () => {
      cancelled = true;
      last.current = null;
    };
  }, [phone]);
  return state;
}
