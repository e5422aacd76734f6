import { cn } from "@/lib/utils/cn";
import { Spinner } from "./spinner";

export type FullScreenLoaderProps = {
  /** Keep the component mounted and toggle this, so the live region exists before it speaks. */
  open?: boolean;
  label?: string;
  className?: string;
};

/** Covers the page while something global happens (e.g. creating a payment before the redirect). */
export function FullScreenLoader({ open = true, label = "Cargando…", className }: FullScreenLoaderProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn(
        open ? "fixed inset-0 z-[100] flex flex-col items-center justify-center gap-3 bg-surface/85 backdrop-blur-sm" : "sr-only",
        className,
      )}
    >
      {open ? (
        <>
          <Spinner size="lg" decorative className="text-primary-700" />
          <p className="text-base font-semibold text-fg">{label}</p>
        </>
      ) : null}
    </div>
  );
}
