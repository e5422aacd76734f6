import { useId, type ComponentProps, type ReactNode } from "react";
import { cn } from "@/lib/utils/cn";
import { describedBy, FieldError, FieldHint, hasMessage } from "./field";

export type CheckboxProps = Omit<ComponentProps<"input">, "type" | "size"> & {
  /** May hold a link, e.g. "Acepto las <a>políticas de uso</a>". */
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  containerClassName?: string;
};

/**
 * A native checkbox drawn with Tailwind: it works with `{...register("accepted")}` from
 * react-hook-form, needs no JavaScript and keeps the browser's keyboard and form behaviour.
 */
export function Checkbox({
  label,
  hint,
  error,
  id,
  className,
  containerClassName,
  "aria-describedby": ariaDescribedBy,
  ...props
}: CheckboxProps) {
  const autoId = useId();
  const inputId = id ?? `checkbox-${autoId}`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const showHint = hasMessage(hint);
  const showError = hasMessage(error);

  return (
    <div className={cn("flex flex-col gap-1.5", containerClassName)}>
      <div className="flex items-start gap-3">
        <span className="relative mt-0.5 flex size-6 shrink-0 items-center justify-center">
          <input
            type="checkbox"
            id={inputId}
            aria-invalid={showError || undefined}
            aria-describedby={describedBy(ariaDescribedBy, showHint && hintId, showError && errorId)}
            className={cn(
              "peer size-5 shrink-0 appearance-none rounded-[0.3rem] border-2 border-border-strong bg-surface transition-colors",
              "checked:border-primary-700 checked:bg-primary-700 hover:border-neutral-600 checked:hover:border-primary-800 checked:hover:bg-primary-800",
              "disabled:cursor-not-allowed disabled:border-neutral-300 disabled:bg-neutral-100 disabled:checked:bg-neutral-400",
              "aria-invalid:border-danger-600",
              className,
            )}
            {...props}
          />
          <svg
            viewBox="0 0 20 20"
            fill="none"
            aria-hidden="true"
            className="pointer-events-none absolute hidden size-4 text-white peer-checked:block"
          >
            <path d="m4.5 10.5 3.5 3.5 7.5-8" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </span>
        <label htmlFor={inputId} className="pt-0.5 text-base text-fg [&_a]:font-semibold [&_a]:text-primary-700 [&_a]:underline">
          {label}
        </label>
      </div>
      {showHint ? (
        <div className="pl-9">
          <FieldHint id={hintId}>{hint}</FieldHint>
        </div>
      ) : null}
      {showError ? (
        <div className="pl-9">
          <FieldError id={errorId}>{error}</FieldError>
        </div>
      ) : null}
    </div>
  );
}
