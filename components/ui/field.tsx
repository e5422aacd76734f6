import type { ReactNode } from "react";
import { cn } from "@/lib/utils/cn";

/** Ids of a field's hint, success and error texts, for `aria-describedby` (missing parts skipped). */
export function describedBy(...ids: Array<string | false | null | undefined>): string | undefined {
  const joined = ids.filter(Boolean).join(" ");
  return joined || undefined;
}

export function hasMessage(message: ReactNode): boolean {
  return message !== undefined && message !== null && message !== false && message !== "";
}

export function FieldLabel({
  htmlFor,
  id,
  hidden = false,
  className,
  children,
}: {
  htmlFor: string;
  id?: string;
  hidden?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <label htmlFor={htmlFor} id={id} className={cn(hidden ? "sr-only" : "block text-sm font-semibold text-fg", className)}>
      {children}
    </label>
  );
}

export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="text-sm text-fg-muted">
      {children}
    </p>
  );
}

export function FieldSuccess({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="flex items-start gap-1.5 text-sm font-medium text-success-800">
      <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="mt-0.5 size-4 shrink-0">
        <path
          fillRule="evenodd"
          d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm3.86-9.86a.75.75 0 0 0-1.22-.88l-3.24 4.5-1.7-1.7a.75.75 0 1 0-1.06 1.06l2.32 2.32a.75.75 0 0 0 1.14-.09l3.76-5.21Z"
          clipRule="evenodd"
        />
      </svg>
      <span>{children}</span>
    </p>
  );
}

/** The error of one field, shown under it and referenced by the control's `aria-describedby`. */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="flex items-start gap-1.5 text-sm font-medium text-danger-700">
      <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="mt-0.5 size-4 shrink-0">
        <path
          fillRule="evenodd"
          d="M18 10a8 8 0 1 1-16 0 8 8 0 0 1 16 0Zm-8-4.75a.75.75 0 0 1 .75.75v4.5a.75.75 0 0 1-1.5 0V6a.75.75 0 0 1 .75-.75ZM10 15a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z"
          clipRule="evenodd"
        />
      </svg>
      <span>{children}</span>
    </p>
  );
}

/** Shared look of text-like controls: 16 px text so iOS does not zoom on focus, 44 px high. */
export const controlClasses =
  "block w-full min-h-11 rounded-control border border-border-strong bg-surface px-3 py-2 text-base text-fg " +
  "placeholder:text-neutral-500 transition-colors hover:border-neutral-600 " +
  "focus-visible:border-primary-700 disabled:cursor-not-allowed disabled:bg-neutral-100 disabled:text-neutral-600 " +
  "aria-invalid:border-danger-600 aria-invalid:hover:border-danger-700";
