"use client";

import * as DialogPrimitive from "@radix-ui/react-dialog";
import { useRef, type ReactNode } from "react";
import { cn } from "@/lib/utils/cn";

const SIZES = { sm: "xs:max-w-sm", md: "xs:max-w-lg", lg: "xs:max-w-2xl", xl: "xs:max-w-4xl" } as const;

export type DialogProps = {
  /** Controlled state; leave both out and pass `trigger` for a self-contained dialog. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** One element (usually a Button) that opens the dialog. */
  trigger?: ReactNode;
  /** Required: it names the dialog for screen readers. */
  title: ReactNode;
  /** Keep the title for screen readers only (the content shows its own heading). */
  hideTitle?: boolean;
  description?: ReactNode;
  children?: ReactNode;
  /** Actions pinned to the bottom of the dialog (the bottom of the screen on phones). */
  footer?: ReactNode;
  size?: keyof typeof SIZES;
  /** `false`: a click or tap outside does not close it (spec: the phone-completion modal). */
  closeOnBackdropClick?: boolean;
  closeOnEscape?: boolean;
  showCloseButton?: boolean;
  closeLabel?: string;
  className?: string;
  /** Where focus goes on opening; by default the first focusable element inside. */
  onOpenAutoFocus?: (event: Event) => void;
};

/**
 * Modal dialog on Radix: focus is trapped inside and returns to the trigger on closing; Escape
 * closes. Below 500 px wide it is a full-screen sheet, above that a centred card.
 */
export function Dialog({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  hideTitle = false,
  description,
  children,
  footer,
  size = "md",
  closeOnBackdropClick = true,
  closeOnEscape = true,
  showCloseButton = true,
  closeLabel = "Cerrar",
  className,
  onOpenAutoFocus,
}: DialogProps) {
  const hasDescription = description !== undefined && description !== null && description !== false;
  // Radix gives focus back to its own Trigger only; dialogs opened from elsewhere (a store flag, a
  // button in the navbar) get it back on the element that had it when they opened.
  const returnFocusTo = useRef<HTMLElement | null>(null);

  return (
    <DialogPrimitive.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger> : null}
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay data-testid="dialog-backdrop" className="fixed inset-0 z-50 bg-neutral-950/55 animate-fade-in" />
        <DialogPrimitive.Content
          // Radix warns when a dialog has no description unless told there is none on purpose.
          {...(hasDescription ? {} : { "aria-describedby": undefined })}
          onOpenAutoFocus={(event) => {
            returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            onOpenAutoFocus?.(event);
          }}
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo.current;
            returnFocusTo.current = null;
            if (trigger || !target || !target.isConnected || target === document.body) return;
            event.preventDefault();
            target.focus();
          }}
          onPointerDownOutside={closeOnBackdropClick ? undefined : (event) => event.preventDefault()}
          onEscapeKeyDown={closeOnEscape ? undefined : (event) => event.preventDefault()}
          className={cn(
            "fixed inset-0 z-50 flex flex-col bg-surface text-fg outline-none animate-dialog-in",
            "xs:inset-auto xs:top-1/2 xs:left-1/2 xs:max-h-[calc(100dvh-2rem)] xs:w-[calc(100%-2rem)] xs:-translate-x-1/2 xs:-translate-y-1/2",
            "xs:rounded-card xs:shadow-overlay",
            SIZES[size],
            className,
          )}
        >
          <div
            className={cn(
              "px-5 pt-5 xs:px-6 xs:pt-6",
              showCloseButton && "min-h-16 pr-16",
              hideTitle && !hasDescription && !showCloseButton && "pt-0 xs:pt-0",
            )}
          >
            <DialogPrimitive.Title className={hideTitle ? "sr-only" : "text-xl font-bold text-fg text-balance"}>
              {title}
            </DialogPrimitive.Title>
            {hasDescription ? (
              <DialogPrimitive.Description className="mt-1.5 text-base text-fg-muted">{description}</DialogPrimitive.Description>
            ) : null}
          </div>
          <div className="flex-1 overflow-y-auto overscroll-contain px-5 py-4 xs:px-6">{children}</div>
          {footer ? (
            <div className="flex flex-col-reverse gap-2 border-t border-border px-5 py-4 xs:flex-row xs:justify-end xs:px-6">{footer}</div>
          ) : null}
          {/* Last in the DOM so that opening focuses the first field, first visually (top right). */}
          {showCloseButton ? (
            <DialogPrimitive.Close
              aria-label={closeLabel}
              title={closeLabel}
              className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-full text-neutral-700 transition-colors hover:bg-neutral-100 hover:text-fg xs:top-4 xs:right-4"
            >
              <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="size-5">
                <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
              </svg>
            </DialogPrimitive.Close>
          ) : null}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/** Closes the surrounding Dialog; wrap one element, e.g. `<DialogClose><Button>Cancelar</Button></DialogClose>`. */
export function DialogClose({ children }: { children: ReactNode }) {
  return <DialogPrimitive.Close asChild>{children}</DialogPrimitive.Close>;
}
