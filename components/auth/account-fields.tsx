"use client";

import { Controller, type Control, type FieldErrors, type UseFormRegister, type UseFormSetValue } from "react-hook-form";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { PhoneInput } from "@/components/ui/phone-input";
import { authMessages, type RegisterWithPolicyForm } from "@/lib/contracts/auth";
import { RoleChoice } from "./role-choice";
import { useEmailCheck } from "./use-field-checks";
import { PolicyLabel } from "./policy-label";
import { useSessionStore } from "@/stores/session";

type Props = {
  register: UseFormRegister<RegisterWithPolicyForm>;
  control: Control<RegisterWithPolicyForm>;
  setValue: UseFormSetValue<RegisterWithPolicyForm>;
  errors: FieldErrors<RegisterWithPolicyForm>;
  role: RegisterWithPolicyForm["typeUser"] | undefined;
  email: string;
  /** While the account is being created the e-mail is not checked again (it would be "taken"). */
  submitting: boolean;
  onCountry: (iso: string) => void;
  /** Only students register here (/empezar-colegio): no role to choose, the form carries `user`. */
  studentOnly?: boolean;
};

/** The account part shared by /empezar-v2 and /empezar-colegio: role, names, phone, e-mail (checked), password, policy. */
export function AccountFields({ register, control, setValue, errors, role, email, submitting, onCountry, studentOnly = false }: Props) {
  // Once registered the visitor is logged in: the address is theirs, not "already taken".
  const registered = useSessionStore((s) => s.isLogged);
  const emailCheck = useEmailCheck(email, { enabled: !submitting && !registered });
  return (
    <div className="flex flex-col gap-4">
      {studentOnly ? null : (
        <RoleChoice
          value={role}
          onChange={(value) => setValue("typeUser", value, { shouldValidate: true })}
          error={errors.typeUser ? "Elige si eres alumno o padre o madre." : undefined}
        />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Input label="Nombre" autoComplete="given-name" error={errors.name?.message} {...register("name")} />
        <Input label="Apellido" autoComplete="family-name" error={errors.surname?.message} {...register("surname")} />
      </div>
      <Controller
        control={control}
        name="phone"
        render={({ field }) => (
          <PhoneInput
            label="Celular"
            ref={field.ref}
            onBlur={field.onBlur}
            onChange={(value) => {
              field.onChange(value.e164 ?? "");
              onCountry(value.country);
            }}
            error={errors.phone ? authMessages.invalidPhone : undefined}
          />
        )}
      />
      <Input
        label="Correo electrónico"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={emailCheck.status === "error" ? emailCheck.message : errors.email?.message}
        success={emailCheck.status === "valid" ? emailCheck.message : undefined}
        {...register("email")}
      />
      <Input
        label="Contraseña"
        type="password"
        autoComplete="new-password"
        hint="Al menos 6 caracteres; mejor si son 10 o más."
        error={errors.password?.message}
        {...register("password")}
      />
      <Checkbox label={<PolicyLabel />} error={errors.accepted?.message} {...register("accepted")} />
    </div>
  );
}
