import type { ComponentProps } from "react";
import { cn } from "@/lib/utils/cn";

export type VisuallyHiddenProps = ComponentProps<"span">;

/** Text for screen readers only (still read aloud, never shown). */
export function VisuallyHidden({ className, ...props }: VisuallyHiddenProps) {
  return <span className={cn("sr-only", className)} {...props} />;
}
