"use client";

import { useEffect, useEffectEvent, useState, type ComponentProps, type ReactNode } from "react";
import { cn } from "@/lib/utils/cn";

export type AlertVariant = "error" | "success" | "info" | "warning";

const VARIANTS: Record<AlertVariant, string> = {
  error: "border-danger-200 bg-danger-50 text-danger-800",
  success: "border-success-200 bg-success-50 text-success-800",
  info: "border-primary-200 bg-primary-50 text-primary-800",
  warning: "border-warning-200 bg-warning-50 text-warning-800",
};

const ICONS: Record<AlertVariant, string> = {
  error:
    "M18 10a8 8 0 1 1-16 0 8 8 0 0 1 16 0Zm-8-4.75a.75.75 0 0 1 .75.75v4.5a.75.75 0 0 1-1.5 0V6a.75.75 0 0 1 .75-.75ZM10 15a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z",
  success:
    "M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm3.86-9.86a.75.75 0 0 0-1.22-.88l-3.24 4.5-1.7-1.7a.75.75 0 1 0-1.06 1.06l2.32 2.32a.75.75 0 0 0 1.14-.09l3.76-5.21Z",
  info: "M18 10a8 8 0 1 1-16 0 8 8 0 0 1 16 0Zm-7-4a1 1 0 1 1-2 0 1 1 0 0 1 2 0ZM9 9a.75.75 0 0 0 0 1.5h.25v2.75a.75.75 0 0 0 1.5 0V9.75A.75.75 0 0 0 10 9H9Z",
  warning:
    "M8.49 2.87c.67-1.16 2.35-1.16 3.02 0l6.28 10.88c.67 1.16-.17 2.62-1.51 2.62H3.72c-1.34 0-2.18-1.46-1.51-2.62L8.49 2.87ZM10 6.5a.75.75 0 0 1 .75.75v3.5a.75.75 0 0 1-1.5 0v-3.5A.75.75 0 0 1 10 6.5Zm0 8a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z",
};

export type AlertProps = Omit<ComponentProps<"div">, "title" | "role"> & {
  variant?: AlertVariant;
  title?: ReactNode;
  children?: ReactNode;
  /**
   * Milliseconds until the alert hides itself ("Alert auto-hides after 3 s").
   * 0 keeps it until the parent removes it. The countdown pauses while the pointer or the
   * keyboard focus is on the alert, so it can be read.
   */
  autoHideMs?: number;
  /** Called once when the alert hides (timer or close button): clear the message here. */
  onHide?: () => void;
  /** Show a "Cerrar" button. */
  dismissible?: boolean;
};

/**
 * Feedback box. Errors use role="alert" (read at once), the others role="status" (polite).
 * To show the same message again after it hid, give the Alert a new `key`.
 */
export function Alert({
  variant = "info",
  title,
  children,
  autoHideMs = 3000,
  onHide,
  dismissible = false,
  className,
  onPointerEnter,
  onPointerLeave,
  onFocus,
  onBlur,
  ...props
}: AlertProps) {
  const [visible, setVisible] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  const hide = useEffectEvent(() => {
    setVisible(false);
    onHide?.();
  });

  const paused = hovered || focused;
  useEffect(() => {
    if (!visible || autoHideMs <= 0 || paused) return;
    const timer = setTimeout(() => hide(), autoHideMs);
    return () => clearTimeout(timer);
  }, [visible, autoHideMs, paused]);

  if (!visible) return null;

  return (
    <div
      role={variant === "error" ? "alert" : "status"}
      className={cn("flex items-start gap-3 rounded-control border p-3 text-sm", VARIANTS[variant], className)}
      onPointerEnter={(event) => {
        setHovered(true);
        onPointerEnter?.(event);
      }}
      onPointerLeave={(event) => {
        setHovered(false);
        onPointerLeave?.(event);
      }}
      onFocus={(event) => {
        setFocused(true);
        onFocus?.(event);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
        onBlur?.(event);
      }}
      {...props}
    >
      <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="mt-px size-5 shrink-0">
        <path fillRule="evenodd" clipRule="evenodd" d={ICONS[variant]} />
      </svg>
      <div className="min-w-0 flex-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div className={cn(title ? "mt-0.5" : undefined)}>{children}</div> : null}
      </div>
      {dismissible ? (
        <button
          type="button"
          onClick={() => {
            setVisible(false);
            onHide?.();
          }}
          aria-label="Cerrar"
          title="Cerrar"
          className="-m-1.5 inline-flex size-8 shrink-0 items-center justify-center rounded-full hover:bg-black/5"
        >
          <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="size-4">
            <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
          </svg>
        </button>
      ) : null}
    </div>
  );
}
