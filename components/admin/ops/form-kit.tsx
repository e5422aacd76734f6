"use client";

import { zodResolver } from "@/lib/client/zod-resolver";
import { useRouter } from "next/navigation";
import { useId, useState, type ReactNode } from "react";
import { useForm, type FieldValues, type Path, type UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { controlClasses, describedBy, FieldError, FieldHint, FieldLabel } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Select, type SelectOption } from "@/components/ui/select";
import { toApiError } from "@/lib/api/errors";
import { cn } from "@/lib/utils/cn";

/** One field of a back-office form: the contract's key, its label and how it is typed. */
export type FieldSpec = {
  name: string;
  label: string;
  type?: "text" | "email" | "number" | "date" | "datetime-local" | "time" | "url" | "textarea" | "select" | "checkbox" | "lines";
  options?: readonly SelectOption[];
  placeholder?: string;
  hint?: string;
  /** Spans the whole row on wide screens. */
  wide?: boolean;
};

/**
 * A back-office form over one contract schema (react-hook-form + zodResolver): Spanish errors at
 * the field, from the schema in the browser and from the server's `errors` after a 400/409;
 * the page is refreshed (server-rendered lists and history) after a successful save.
 */
export function AdminForm<S extends z.ZodType<FieldValues, FieldValues>>({
  schema,
  fields,
  defaultValues,
  submitLabel,
  successText,
  onSubmit,
  resetOnSuccess = false,
  redirectTo,
  ariaLabel,
}: {
  schema: S;
  fields: FieldSpec[];
  defaultValues: z.input<S>;
  submitLabel: string;
  successText: string;
  onSubmit: (values: z.output<S>) => Promise<unknown>;
  resetOnSuccess?: boolean;
  /** Where to go after saving (`(result) => path`); otherwise the page refreshes. */
  redirectTo?: (result: unknown) => string;
  ariaLabel: string;
}) {
  const router = useRouter();
  const [status, setStatus] = useState<{ kind: "error" | "success"; text: string; key: number } | null>(null);
  const form = useForm<z.input<S>, unknown, z.output<S>>({ resolver: zodResolver(schema as never), defaultValues: defaultValues as never });
  const submit = form.handleSubmit(async (values) => {
    setStatus(null);
    try {
      const result = await onSubmit(values);
      if (resetOnSuccess) form.reset(defaultValues as never);
      setStatus({ kind: "success", text: successText, key: Date.now() });
      if (redirectTo) router.push(redirectTo(result));
      else router.refresh();
    } catch (error) {
      const e = toApiError(error);
      for (const [key, messages] of Object.entries(e.fieldErrors)) {
        if (fields.some((f) => f.name === key)) form.setError(key as Path<z.input<S>>, { type: "server", message: messages[0] });
      }
      setStatus({ kind: "error", text: e.message, key: Date.now() });
    }
  });
  return (
    <form noValidate onSubmit={submit} aria-label={ariaLabel} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {fields.map((f) => (
          <FieldControl key={f.name} spec={f} form={form as unknown as UseFormReturn<FieldValues>} />
        ))}
      </div>
      {status ? (
        <Alert key={status.key} variant={status.kind}>
          {status.text}
        </Alert>
      ) : null}
      <div>
        <Button type="submit" loading={form.formState.isSubmitting} loadingText="Guardando…">
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

function errorOf(form: UseFormReturn<FieldValues>, name: string): string | undefined {
  const e = form.formState.errors[name];
  if (!e) return undefined;
  if (typeof e.message === "string") return e.message;
  // An array field (highlights): the first item's message.
  const first = Array.isArray(e) ? e.find(Boolean) : undefined;
  return typeof first?.message === "string" ? first.message : undefined;
}

function FieldControl({ spec, form }: { spec: FieldSpec; form: UseFormReturn<FieldValues> }) {
  const id = useId();
  const error = errorOf(form, spec.name);
  const wide = spec.wide || spec.type === "textarea" || spec.type === "lines";
  const container = cn(wide && "sm:col-span-2");
  switch (spec.type) {
    case "select":
      return (
        <Select
          label={spec.label}
          options={spec.options ?? []}
          hint={spec.hint}
          error={error}
          containerClassName={container}
          {...form.register(spec.name)}
        />
      );
    case "checkbox":
      return (
        <Checkbox
          label={spec.label}
          hint={spec.hint}
          error={error}
          containerClassName={cn(container, "self-end")}
          {...form.register(spec.name)}
        />
      );
    case "textarea":
    case "lines": {
      const lines = spec.type === "lines";
      // A list (one item per line) is kept as an array in the form's values, never as the joined text.
      const current = form.getValues(spec.name);
      const control = lines
        ? {
            name: spec.name,
            defaultValue: Array.isArray(current) ? current.join("\n") : "",
            onChange: (e: { target: { value: string } }) =>
              form.setValue(
                spec.name,
                e.target.value
                  .split("\n")
                  .map((line) => line.trim())
                  .filter(Boolean),
                { shouldValidate: form.formState.isSubmitted, shouldDirty: true },
              ),
          }
        : form.register(spec.name);
      return (
        <div className={cn("flex flex-col gap-1.5", container)}>
          <FieldLabel htmlFor={id}>{spec.label}</FieldLabel>
          <textarea
            id={id}
            rows={lines ? 4 : 5}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(spec.hint && `${id}-hint`, error && `${id}-error`)}
            className={cn(controlClasses, "min-h-28 py-2")}
            {...control}
          />
          {spec.hint ? <FieldHint id={`${id}-hint`}>{spec.hint}</FieldHint> : null}
          {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
        </div>
      );
    }
    default:
      return (
        <Input
          label={spec.label}
          type={spec.type ?? "text"}
          placeholder={spec.placeholder}
          hint={spec.hint}
          error={error}
          containerClassName={container}
          inputMode={spec.type === "number" ? "numeric" : undefined}
          {...form.register(
            spec.name,
            spec.type === "number" ? { setValueAs: (v: unknown) => (v === "" || v === null ? null : v) } : undefined,
          )}
        />
      );
  }
}

/**
 * A button for one action (delete, deactivate, refund, cancel): asks first when `confirm` is
 * given, shows the server's message on failure, then refreshes or goes to `redirectTo`.
 */
export function ActionButton({
  label,
  pendingLabel = "Un momento…",
  confirm,
  action,
  variant = "outline",
  redirectTo,
  children,
}: {
  label: string;
  pendingLabel?: string;
  confirm?: string;
  action: () => Promise<unknown>;
  variant?: "outline" | "danger" | "primary" | "secondary";
  redirectTo?: string;
  children?: ReactNode;
}) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="flex flex-col items-start gap-2">
      <Button
        type="button"
        size="sm"
        variant={variant}
        loading={busy}
        loadingText={pendingLabel}
        onClick={async () => {
          if (confirm && !window.confirm(confirm)) return;
          setBusy(true);
          setError(null);
          try {
            await action();
            if (redirectTo) router.push(redirectTo);
            else router.refresh();
          } catch (e) {
            setError(toApiError(e).message);
          } finally {
            setBusy(false);
          }
        }}
      >
        {children ?? label}
      </Button>
      {error ? (
        <p role="alert" className="max-w-xs text-sm text-danger-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}
