"use client";

import { Dialog } from "@/components/ui/dialog";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { FairDay } from "@/lib/contracts/fair";
import { useModalsStore } from "@/stores/modals";
import { useConferences } from "./conference-provider";
import { EnrolButton } from "./enrol-button";

/**
 * The schedule modal 'Cronograma': one tab per day of the fair, from data
 * (the spec's single 'Sábado 6' is one day of one fair), each talk with its enrol button or
 * 'Ya te inscribiste'. Driven by the `schedule` flag of stores/modals.ts.
 */
export function ScheduleModal({ days, focusId = null }: { days: FairDay[]; focusId?: number | null }) {
  const open = useModalsStore((s) => s.schedule);
  const setModal = useModalsStore((s) => s.set);
  const { conferences } = useConferences();
  const focusDay = conferences.find((c) => c.id === focusId)?.startDateFilter;
  const firstOpenDay = conferences.find((c) => c.status !== "ended")?.startDateFilter;
  const defaultDay = focusDay ?? firstOpenDay ?? days[0]?.value;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => setModal("schedule", next)}
      title="Cronograma"
      description="Las charlas de la feria, día por día. Hora de Lima."
      size="lg"
    >
      {days.length === 0 ? (
        <p className="text-fg-muted">Pronto publicaremos las charlas de la feria.</p>
      ) : (
        <Tabs defaultValue={defaultDay}>
          <TabsList aria-label="Días de la feria" className="flex-wrap">
            {days.map((d) => (
              <TabsTrigger key={d.value} value={d.value}>
                {d.label}
              </TabsTrigger>
            ))}
          </TabsList>
          {days.map((d) => (
            <TabsContent key={d.value} value={d.value}>
              <ul className="flex flex-col divide-y divide-border">
                {conferences
                  .filter((c) => c.startDateFilter === d.value)
                  .map((c) => {
                    const titleId = `cronograma-${c.id}-titulo`;
                    return (
                      <li key={c.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:gap-4">
                        <p className="w-32 shrink-0 text-sm font-semibold text-primary-800">
                          {c.startTime}
                          <span className="sr-only"> a {c.endTime}</span>
                        </p>
                        <div className="min-w-0 flex-1">
                          <p id={titleId} className="font-semibold text-fg">
                            {c.title}
                          </p>
                          <p className="text-sm text-fg-muted">{c.author}</p>
                        </div>
                        <EnrolButton conference={c} describedBy={titleId} size="sm" className="sm:shrink-0" />
                      </li>
                    );
                  })}
              </ul>
            </TabsContent>
          ))}
        </Tabs>
      )}
    </Dialog>
  );
}

export { ScheduleButton } from "./schedule-button";
