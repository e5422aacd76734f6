import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";

/** A titled card on a back-office page (one component for the whole back office). */
export function AdminSection({
  id,
  title,
  children,
  description,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card as="section" aria-labelledby={id} className="min-w-0 gap-4 p-4 sm:p-5">
      <div className="flex flex-col gap-1">
        <h2 id={id} className="text-lg font-bold text-fg">
          {title}
        </h2>
        {description ? <p className="text-sm text-fg-muted">{description}</p> : null}
      </div>
      {children}
    </Card>
  );
}
