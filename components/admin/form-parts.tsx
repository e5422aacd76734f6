"use client";

import { useId, useState, type ComponentProps, type ReactNode } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { controlClasses, FieldError, FieldHint, FieldLabel } from "@/components/ui/field";
import { toApiError } from "@/lib/api/errors";
import { cn } from "@/lib/utils/cn";

export type FormStatus = { kind: "success" | "error"; message: string } | null;

/**
 * The back office's submit: sends the values, shows a success message, or puts the API's field
 * errors (`errors`, Spanish) at their fields and its message above; the values typed stay.
 */
export function useAdminSubmit<TIn extends FieldValues, TOut>(
  form: UseFormReturn<TIn, unknown, TOut>,
  send: (values: TOut) => Promise<unknown>,
  success: string,
  after?: () => void,
) {
  const [status, setStatus] = useState<FormStatus>(null);
  const onSubmit = form.handleSubmit(async (values) => {
    setStatus(null);
    try {
      await send(values);
      setStatus({ kind: "success", message: success });
      after?.();
    } catch (error) {
      const e = toApiError(error);
      for (const [field, messages] of Object.entries(e.fieldErrors)) {
        if (messages[0]) form.setError(field as Path<TIn>, { type: "server", message: messages[0] });
      }
      setStatus({ kind: "error", message: e.message });
    }
  });
  return { onSubmit, status, setStatus };
}

export function StatusMessage({ status, onHide }: { status: FormStatus; onHide: () => void }) {
  if (!status) return null;
  return (
    <Alert variant={status.kind} onHide={onHide} dismissible autoHideMs={status.kind === "success" ? 6000 : 0}>
      {status.message}
    </Alert>
  );
}

/** A labelled multi-line text field (react-hook-form's `register` spreads onto it). */
export function TextArea({
  label,
  hint,
  error,
  id,
  className,
  ...props
}: ComponentProps<"textarea"> & { label: ReactNode; hint?: ReactNode; error?: ReactNode }) {
  const auto = useId();
  const fieldId = id ?? `textarea-${auto}`;
  return (
    <div className="flex flex-col gap-1.5">
      <FieldLabel htmlFor={fieldId}>{label}</FieldLabel>
      <textarea
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hint ? `${fieldId}-hint` : "", error ? `${fieldId}-error` : ""].filter(Boolean).join(" ") || undefined}
        className={cn(controlClasses, "min-h-24", className)}
        {...props}
      />
      {hint ? <FieldHint id={`${fieldId}-hint`}>{hint}</FieldHint> : null}
      {error ? <FieldError id={`${fieldId}-error`}>{error}</FieldError> : null}
    </div>
  );
}
