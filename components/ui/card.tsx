import type { ComponentProps, HTMLAttributes } from "react";
import { cn } from "@/lib/utils/cn";

export type CardProps = HTMLAttributes<HTMLElement> & {
  /** The element to render: <article>, <section> or <li> when that fits the page structure. */
  as?: "div" | "article" | "section" | "li";
  /** A stronger shadow and hover lift for cards that are links or buttons. */
  interactive?: boolean;
};

export function Card({ as = "div", interactive = false, className, ...props }: CardProps) {
  const Tag = as as "div";
  return (
    <Tag
      className={cn(
        "flex flex-col rounded-card border border-border bg-surface text-fg shadow-card",
        interactive && "transition-shadow hover:shadow-raised focus-within:shadow-raised",
        className,
      )}
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex flex-col gap-1 p-5 pb-0", className)} {...props} />;
}

export type CardTitleProps = ComponentProps<"h3"> & { level?: 2 | 3 | 4 };

/** The card's heading; pick the level that fits the page outline (default h3). */
export function CardTitle({ level = 3, className, ...props }: CardTitleProps) {
  const Heading = `h${level}` as const;
  return <Heading className={cn("text-lg font-bold text-fg text-balance", className)} {...props} />;
}

export function CardDescription({ className, ...props }: ComponentProps<"p">) {
  return <p className={cn("text-sm text-fg-muted", className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("p-5", className)} {...props} />;
}

export function CardFooter({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("mt-auto flex flex-wrap items-center gap-3 p-5 pt-0", className)} {...props} />;
}
