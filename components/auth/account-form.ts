"use client";

import { zodResolver } from "@/lib/client/zod-resolver";
import Cookies from "js-cookie";
import { useForm } from "react-hook-form";
import { sponsorCookieSchema } from "@/lib/contracts/alliance";
import { registerWithPolicySchema, type RegisterWithPolicyForm } from "@/lib/contracts/auth";
import { cookieNames } from "@/lib/config/cookies";

/** The alliance the visitor came through (`/alliance/{nickname}` set the sponsor cookie), if any. */
function sponsorAllianceId(): number | null {
  try {
    const parsed = sponsorCookieSchema.safeParse(JSON.parse(Cookies.get(cookieNames.sponsor) ?? "null"));
    return parsed.success ? (parsed.data.allianceId ?? null) : null;
  } catch {
    return null;
  }
}

/** The account part of every sign-up form (/empezar, /empezar-v2, /empezar-colegio, landings). */
export function useAccountForm(defaults: Partial<RegisterWithPolicyForm> = {}) {
  return useForm<RegisterWithPolicyForm>({
    resolver: zodResolver(registerWithPolicySchema),
    defaultValues: { name: "", surname: "", email: "", phone: "", password: "", accepted: false, ...defaults },
  });
}

/** The fields both register payloads (v1 and v2) take from that form; role is always `user`. */
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
    allianceId: sponsorAllianceId(),
  };
}
