import type { ComponentProps, ReactNode } from "react";
import { buttonClasses, type ButtonSize, type ButtonVariant } from "./button-classes";
import { Spinner } from "./spinner";

// The classes live in their own module: the 404 and 403 pages' links need them without the button and its spinner.
export { buttonClasses, type ButtonClassOptions, type ButtonSize, type ButtonVariant } from "./button-classes";

export type ButtonProps = ComponentProps<"button"> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Shows a spinner, marks the button busy and disabled; the label stays for screen readers. */
  loading?: boolean;
  /** Visible text while loading, e.g. "Guardando…". Default: the usual label. */
  loadingText?: ReactNode;
};

export function Button({
  variant = "primary",
  size = "md",
  fullWidth = false,
  loading = false,
  loadingText,
  disabled,
  type = "button",
  className,
  children,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={buttonClasses({ variant, size, fullWidth, className })}
      {...props}
    >
      {loading ? <Spinner size={size === "lg" ? "md" : "sm"} decorative /> : null}
      {loading && loadingText ? loadingText : children}
    </button>
  );
}
