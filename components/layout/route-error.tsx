"use client";

import { ErrorView } from "./error-view";

/**
 * The `error.tsx` of every route group: an error inside a page keeps the group's header and footer
 * (the root app/error.tsx, outside every group, draws its own header).
 */
export function RouteError({ error, retry }: { error: unknown; retry: () => void }) {
  return <ErrorView error={error} retry={retry} />;
}
