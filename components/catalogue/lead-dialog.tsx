"use client";

import { lazy, Suspense, useState } from "react";
import { Button } from "@/components/ui/button";
import type { LeadDialogProps } from "./lead-dialog-form";

const loadForm = () => import("./lead-dialog-form").then((m) => ({ default: m.LeadDialogForm }));
const LeadDialogForm = lazy(loadForm);

/**
 * The 'Solicitar información' button. The form itself is fetched when the button is pointed at,
 * focused or pressed, so a profile page does not download it up front; once opened it stays
 * mounted, and what was typed survives closing and reopening.
 */
export function LeadDialog(props: LeadDialogProps) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const [ready, setReady] = useState(false);
  return (
    <>
      <Button
        variant="accent"
        aria-haspopup="dialog"
        // Not `loading` (it disables the button, which drops the focus the dialog gives back on closing).
        aria-busy={mounted && open && !ready ? true : undefined}
        onPointerEnter={() => void loadForm()}
        onFocus={() => void loadForm()}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        Solicitar información
      </Button>
      {mounted ? (
        <Suspense fallback={null}>
          <LeadDialogForm {...props} open={open} onOpenChange={setOpen} onReady={() => setReady(true)} />
        </Suspense>
      ) : null}
    </>
  );
}
