"use client";

import { ErrorView } from "./error-view";

/**
 * The `error.tsx` of every route group: an error inside a page keeps the group's header and footer
 * (an error in a group's layout or outside the groups reaches app/global-error.tsx).
 */
export function RouteError({ error, retry }: { error: unknown; retry: () => void }) {
  return <ErrorView error={error} retry={retry} />;
}
