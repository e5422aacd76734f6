import type { ComponentProps } from "react";
import { cn } from "@/lib/utils/cn";

export type BadgeVariant = "primary" | "accent" | "success" | "warning" | "danger" | "neutral" | "info";

const VARIANTS: Record<BadgeVariant, string> = {
  primary: "bg-primary-700 text-white",
  accent: "bg-accent-600 text-white",
  success: "bg-success-100 text-success-800",
  warning: "bg-warning-100 text-warning-800",
  danger: "bg-danger-100 text-danger-800",
  neutral: "bg-neutral-100 text-neutral-700",
  info: "bg-primary-100 text-primary-800",
};

export type BadgeProps = ComponentProps<"span"> & { variant?: BadgeVariant };

/** A short label, e.g. a licence status ("Licenciada" success, "Licencia denegada" danger). */
export function Badge({ variant = "neutral", className, ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-pill px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap",
        VARIANTS[variant],
        className,
      )}
      {...props}
    />
  );
}
