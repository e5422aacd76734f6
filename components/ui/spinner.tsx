import type { ComponentProps } from "react";
import { cn } from "@/lib/utils/cn";

const SIZES = { sm: "size-4", md: "size-6", lg: "size-10" } as const;

export type SpinnerProps = Omit<ComponentProps<"span">, "children"> & {
  size?: keyof typeof SIZES;
  /** Read by screen readers. Default "Cargando…". */
  label?: string;
  /** Only the drawing, hidden from assistive technology (inside a busy button, next to visible text). */
  decorative?: boolean;
};

export function Spinner({ size = "md", label = "Cargando…", decorative = false, className, ...props }: SpinnerProps) {
  const drawing = (
    <svg viewBox="0 0 24 24" fill="none" aria-hidden="true" className={cn("animate-spin", SIZES[size])}>
      <circle cx="12" cy="12" r="9.5" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21.5 12A9.5 9.5 0 0 0 12 2.5" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );

  if (decorative) {
    return (
      <span aria-hidden="true" className={cn("inline-flex shrink-0", className)} {...props}>
        {drawing}
      </span>
    );
  }

  return (
    <span role="status" className={cn("inline-flex shrink-0", className)} {...props}>
      {drawing}
      <span className="sr-only">{label}</span>
    </span>
  );
}
