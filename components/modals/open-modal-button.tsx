"use client";

import type { ReactNode } from "react";
import { Button, type ButtonSize, type ButtonVariant } from "@/components/ui/button";
import { useModalsStore, type ModalName } from "@/stores/modals";

/** Opens one modal of the host (and, for the school tab, a second flag). */
export function OpenModalButton({
  modal,
  also,
  children,
  variant = "primary",
  size = "md",
  fullWidth,
  className,
}: {
  modal: ModalName;
  also?: ModalName;
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  className?: string;
}) {
  return (
    <Button
      variant={variant}
      size={size}
      fullWidth={fullWidth}
      className={className}
      aria-haspopup="dialog"
      onClick={() => {
        const store = useModalsStore.getState();
        store.open(modal);
        if (also) store.open(also);
      }}
    >
      {children}
    </Button>
  );
}
