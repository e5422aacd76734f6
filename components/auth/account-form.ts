"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { registerWithPolicySchema, type RegisterWithPolicyForm } from "@/lib/contracts/auth";

/** The account part of every sign-up form (/empezar, /empezar-v2, /empezar-colegio, landings). */
export function useAccountForm() {
  return useForm<RegisterWithPolicyForm>({
    resolver: zodResolver(registerWithPolicySchema),
    defaultValues: { name: "", surname: "", email: "", phone: "", password: "", accepted: false },
  });
}

/** The fields both register payloads (v1 and v2) take from that form; role is always `user` (spec §6). */
export function accountPayload(form: RegisterWithPolicyForm, countryIso: string) {
  return {
    user: form.phone,
    countryIso,
    password: form.password,
    name: form.name,
    surname: form.surname,
    email: form.email,
    role: "user" as const,
    typeUser: form.typeUser,
  };
}
