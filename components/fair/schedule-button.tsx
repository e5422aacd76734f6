"use client";

import { useModalsStore } from "@/stores/modals";

/** 'Ver cronograma': opens the schedule modal (its code loads then: see lazy-modals.tsx). */
export function ScheduleButton({ className, variant = "outline" }: { className?: string; variant?: "outline" | "primary" | "secondary" }) {
  const open = useModalsStore((s) => s.open);
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onClick={() => open("schedule")}
      className={className ?? (variant === "outline" ? "schedule-button" : "schedule-button schedule-button-solid")}
    >
      Ver cronograma
    </button>
  );
}
