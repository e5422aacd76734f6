import { useId, type ComponentProps, type ReactNode } from "react";
import { cn } from "@/lib/utils/cn";
import { controlClasses, describedBy, FieldError, FieldHint, FieldLabel, FieldSuccess, hasMessage } from "./field";

export type InputProps = Omit<ComponentProps<"input">, "size"> & {
  label: ReactNode;
  /** Visually hide the label (it is still the accessible name). */
  hideLabel?: boolean;
  hint?: ReactNode;
  /** Error text shown at the field; any non-empty value marks the control `aria-invalid`. */
  error?: ReactNode;
  /** Positive feedback, e.g. "Correo válido". Hidden while there is an error. */
  success?: ReactNode;
  /** Something drawn inside the right edge of the box (a spinner, an icon, a small button). */
  trailing?: ReactNode;
  containerClassName?: string;
};

/**
 * A labelled text field. `ref` is a regular prop (React 19), so `{...register("email")}` from
 * react-hook-form works directly.
 */
export function Input({
  label,
  hideLabel,
  hint,
  error,
  success,
  trailing,
  id,
  className,
  containerClassName,
  "aria-describedby": ariaDescribedBy,
  ...props
}: InputProps) {
  const autoId = useId();
  const inputId = id ?? `input-${autoId}`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const successId = `${inputId}-success`;
  const showHint = hasMessage(hint);
  const showError = hasMessage(error);
  const showSuccess = !showError && hasMessage(success);

  return (
    <div className={cn("flex flex-col gap-1.5", containerClassName)}>
      <FieldLabel htmlFor={inputId} hidden={hideLabel}>
        {label}
      </FieldLabel>
      <div className="relative">
        <input
          id={inputId}
          aria-invalid={showError || undefined}
          aria-describedby={describedBy(ariaDescribedBy, showHint && hintId, showSuccess && successId, showError && errorId)}
          className={cn(controlClasses, trailing != null && "pr-11", className)}
          {...props}
        />
        {trailing != null ? <div className="absolute inset-y-0 right-0 flex items-center pr-3 text-fg-muted">{trailing}</div> : null}
      </div>
      {showHint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      {showSuccess ? <FieldSuccess id={successId}>{success}</FieldSuccess> : null}
      {showError ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}
