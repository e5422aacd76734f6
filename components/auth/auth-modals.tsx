"use client";

/**
 * The account modals of spec §2 (login, register 'Regístrate', phone completion 'Completa estos
 * datos', forgotten password, change password), driven by stores/modals.ts. Mounted once by the
 * modal host; the accounts issue fills it in.
 */
export function AuthModals() {
  return null;
}
