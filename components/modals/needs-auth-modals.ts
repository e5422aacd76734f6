"use client";

import { useEffect, useState } from "react";
import { useModalsStore } from "@/stores/modals";
import { selectIsDataComplete, useSessionStore } from "@/stores/session";

/**
 * The account modals (forms, phone widget) are the heaviest: they load when one of their flags
 * opens, when the URL carries a password-change `token`, or when a logged-in user must complete
 * their phone and role.
 */
export function useNeedsAuthModals(): boolean {
  const flag = useModalsStore((s) => s.loginModal || s.registerModal || s.phoneModal || s.forgotPassword || s.changePassword);
  const incomplete = useSessionStore((s) => s.isLogged && !selectIsDataComplete(s));
  const [token, setToken] = useState(false);
  // A payment's return page (`/order-payment/*?token=…`) carries a payment token, not a password-reset one.
  useEffect(
    () => setToken(new URLSearchParams(window.location.search).has("token") && !window.location.pathname.startsWith("/order-payment/")),
    [],
  );
  return flag || incomplete || token;
}
