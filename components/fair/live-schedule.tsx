"use client";

import type { FairDay } from "@/lib/contracts/fair";
import { cn } from "@/lib/utils/cn";
import { useConferences } from "./conference-provider";
import { EnrolButton } from "./enrol-button";

/** The schedule beside the live room: every talk by day, the one on screen marked. */
export function LiveSchedule({ days, currentId }: { days: FairDay[]; currentId: number | null }) {
  const { conferences } = useConferences();
  return (
    <div className="flex flex-col gap-5">
      {days.map((d) => {
        const list = conferences.filter((c) => c.startDateFilter === d.value);
        if (!list.length) return null;
        return (
          <section key={d.value} aria-labelledby={`dia-${d.value}`}>
            <h3 id={`dia-${d.value}`} className="mb-2 font-bold text-fg">
              {d.longLabel}
            </h3>
            <ul className="flex flex-col gap-2">
              {list.map((c) => {
                const titleId = `sala-${c.id}-titulo`;
                const current = c.id === currentId;
                return (
                  <li
                    key={c.id}
                    aria-current={current ? "true" : undefined}
                    className={cn("rounded-control border p-3", current ? "border-accent-500 bg-accent-50" : "border-border bg-surface")}
                  >
                    <p className="text-sm font-semibold text-primary-800">
                      {c.startTime} – {c.endTime}
                      {c.status === "live" ? (
                        <span className="ml-2 rounded-pill bg-danger-600 px-2 py-0.5 text-xs text-white">En vivo</span>
                      ) : null}
                    </p>
                    <p id={titleId} className="font-semibold text-fg">
                      {c.title}
                    </p>
                    <p className="text-sm text-fg-muted">{c.author}</p>
                    <EnrolButton conference={c} describedBy={titleId} size="sm" className="mt-2" />
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
