import type { ComponentProps, ReactNode } from "react";
import { cn } from "@/lib/utils/cn";
import { Spinner } from "./spinner";

export type ButtonVariant = "primary" | "secondary" | "accent" | "outline" | "ghost" | "danger" | "link";
export type ButtonSize = "sm" | "md" | "lg";

const BASE =
  "inline-flex items-center justify-center gap-2 font-semibold select-none transition-colors " +
  "disabled:cursor-not-allowed aria-disabled:cursor-not-allowed";

const VARIANTS: Record<ButtonVariant, string> = {
  primary: "bg-primary-700 text-white hover:bg-primary-800 active:bg-primary-900 disabled:bg-neutral-300 disabled:text-neutral-700",
  secondary: "bg-primary-50 text-primary-800 hover:bg-primary-100 active:bg-primary-200 disabled:bg-neutral-100 disabled:text-neutral-600",
  accent: "bg-accent-600 text-white hover:bg-accent-700 active:bg-accent-800 disabled:bg-neutral-300 disabled:text-neutral-700",
  outline:
    "border border-primary-700 bg-surface text-primary-700 hover:bg-primary-50 active:bg-primary-100 " +
    "disabled:border-neutral-300 disabled:text-neutral-600 disabled:bg-surface",
  ghost: "bg-transparent text-primary-700 hover:bg-primary-50 active:bg-primary-100 disabled:text-neutral-600 disabled:bg-transparent",
  danger: "bg-danger-600 text-white hover:bg-danger-700 active:bg-danger-800 disabled:bg-neutral-300 disabled:text-neutral-700",
  link: "bg-transparent text-primary-700 underline hover:text-primary-900 disabled:text-neutral-600 disabled:no-underline",
};

// Heights keep touch targets comfortable on phones (44 px for the default size).
const SIZES: Record<ButtonSize, string> = {
  sm: "min-h-9 rounded-control px-3 text-sm",
  md: "min-h-11 rounded-control px-4 text-base",
  lg: "min-h-12 rounded-control px-6 text-lg",
};

const LINK_SIZES: Record<ButtonSize, string> = { sm: "text-sm", md: "text-base", lg: "text-lg" };

export type ButtonClassOptions = {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  className?: string;
};

/** The classes of a button, for links (`<Link className={buttonClasses({ variant: "accent" })}>`). */
export function buttonClasses({ variant = "primary", size = "md", fullWidth = false, className }: ButtonClassOptions = {}): string {
  return cn(
    BASE,
    VARIANTS[variant],
    variant === "link" ? cn("rounded-sm px-0.5", LINK_SIZES[size]) : SIZES[size],
    fullWidth && "w-full",
    className,
  );
}

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
