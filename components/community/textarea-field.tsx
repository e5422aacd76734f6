import { useId, type ComponentProps, type ReactNode } from "react";
import { controlClasses, describedBy, FieldError, FieldHint, FieldLabel, hasMessage } from "@/components/ui/field";
import { cn } from "@/lib/utils/cn";

/** A labelled multi-line field with hint and error, like `Input` (works with `register()`). */
export function TextareaField({
  label,
  hint,
  error,
  id,
  className,
  ...props
}: Omit<ComponentProps<"textarea">, "children"> & { label: ReactNode; hint?: ReactNode; error?: ReactNode }) {
  const autoId = useId();
  const fieldId = id ?? `textarea-${autoId}`;
  const showHint = hasMessage(hint);
  const showError = hasMessage(error);
  return (
    <div className="flex flex-col gap-1.5">
      <FieldLabel htmlFor={fieldId}>{label}</FieldLabel>
      <textarea
        id={fieldId}
        rows={5}
        aria-invalid={showError || undefined}
        aria-describedby={describedBy(showHint && `${fieldId}-hint`, showError && `${fieldId}-error`)}
        className={cn(controlClasses, "min-h-28", className)}
        {...props}
      />
      {showHint ? <FieldHint id={`${fieldId}-hint`}>{hint}</FieldHint> : null}
      {showError ? <FieldError id={`${fieldId}-error`}>{error}</FieldError> : null}
    </div>
  );
}
