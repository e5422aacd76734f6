"use client";

import * as TabsPrimitive from "@radix-ui/react-tabs";
import type { ComponentProps } from "react";
import { cn } from "@/lib/utils/cn";

/**
 * Tabs on Radix: arrow keys move between tabs, Home/End jump, the panel is linked to its tab.
 * Usage: <Tabs defaultValue="premium"><TabsList aria-label="…"><TabsTrigger value="premium">…
 */
export function Tabs({ className, ...props }: ComponentProps<typeof TabsPrimitive.Root>) {
  return <TabsPrimitive.Root className={cn("flex flex-col gap-4", className)} {...props} />;
}

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return <TabsPrimitive.List className={cn("flex w-full gap-1 rounded-control bg-neutral-100 p-1", className)} {...props} />;
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        "inline-flex min-h-10 flex-1 items-center justify-center gap-2 rounded-[0.5rem] px-3 text-sm font-semibold whitespace-nowrap",
        "text-neutral-700 transition-colors hover:text-fg",
        "data-[state=active]:bg-surface data-[state=active]:text-primary-800 data-[state=active]:shadow-card",
        "disabled:cursor-not-allowed disabled:text-neutral-500",
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn("outline-none", className)} {...props} />;
}
