import { useId, type ComponentProps, type ReactNode } from "react";
import { cn } from "@/lib/utils/cn";
import { controlClasses, describedBy, FieldError, FieldHint, FieldLabel, hasMessage } from "./field";

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectProps = Omit<ComponentProps<"select">, "children" | "size" | "multiple"> & {
  label: ReactNode;
  hideLabel?: boolean;
  options: readonly SelectOption[];
  /** A first, empty option such as "Elige tu grado"; it cannot be chosen again once left. */
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
  containerClassName?: string;
};

/** A native select (the best picker on phones) with label, hint and error. */
export function Select({
  label,
  hideLabel,
  options,
  placeholder,
  hint,
  error,
  id,
  className,
  containerClassName,
  "aria-describedby": ariaDescribedBy,
  ...props
}: SelectProps) {
  const autoId = useId();
  const selectId = id ?? `select-${autoId}`;
  const hintId = `${selectId}-hint`;
  const errorId = `${selectId}-error`;
  const showHint = hasMessage(hint);
  const showError = hasMessage(error);
  // Without a value the browser would pick the first enabled option, not the (disabled) placeholder.
  const startOnPlaceholder = placeholder !== undefined && props.value === undefined && props.defaultValue === undefined;

  return (
    <div className={cn("flex flex-col gap-1.5", containerClassName)}>
      <FieldLabel htmlFor={selectId} hidden={hideLabel}>
        {label}
      </FieldLabel>
      <div className="relative">
        <select
          id={selectId}
          aria-invalid={showError || undefined}
          aria-describedby={describedBy(ariaDescribedBy, showHint && hintId, showError && errorId)}
          className={cn(controlClasses, "appearance-none pr-10", className)}
          defaultValue={startOnPlaceholder ? "" : undefined}
          {...props}
        >
          {placeholder !== undefined ? (
            <option value="" disabled>
              {placeholder}
            </option>
          ) : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <svg
          viewBox="0 0 20 20"
          fill="currentColor"
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-fg-muted"
        >
          <path
            fillRule="evenodd"
            d="M5.22 8.22a.75.75 0 0 1 1.06 0L10 11.94l3.72-3.72a.75.75 0 1 1 1.06 1.06l-4.25 4.25a.75.75 0 0 1-1.06 0L5.22 9.28a.75.75 0 0 1 0-1.06Z"
            clipRule="evenodd"
          />
        </svg>
      </div>
      {showHint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      {showError ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}
