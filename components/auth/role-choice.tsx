"use client";

import { useId } from "react";
import type { Role } from "@/lib/contracts/session";
import { cn } from "@/lib/utils/cn";
import { FieldError } from "@/components/ui/field";

const options: { value: Role; label: string }[] = [
  { value: "user", label: "Alumno" },
  { value: "user-parent", label: "Padre o Madre" },
];

/** Role choice: Alumno (`user`) or Padre o Madre (`user-parent`), as a radio group. */
export function RoleChoice({
  value,
  onChange,
  error,
  disabled,
  legend = "Soy",
}: {
  value: Role | "" | undefined;
  onChange: (role: Role) => void;
  error?: string;
  disabled?: boolean;
  legend?: string;
}) {
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-1.5" aria-describedby={error ? `${id}-error` : undefined} disabled={disabled}>
      <legend className="mb-1.5 text-sm font-semibold text-fg">{legend}</legend>
      <div className="grid grid-cols-2 gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              "flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-control border px-3 py-2 text-base font-medium",
              "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary-700",
              // Drawn from the radio itself, so a choice shows before the form's code has arrived.
              "border-border-strong bg-surface text-fg hover:border-neutral-600",
              "has-[:checked]:border-primary-700 has-[:checked]:bg-primary-50 has-[:checked]:text-primary-800 has-[:checked]:hover:border-primary-700",
              disabled && "cursor-not-allowed opacity-80",
            )}
          >
            <input
              type="radio"
              name={`${id}-role`}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </fieldset>
  );
}
