"use client";

import { ErrorView } from "@/components/layout/error-view";

/** An error inside a back-office page: the frame and its navigation stay, the page offers a retry. */
export default function AdminError({ error, retry }: { error: unknown; retry: () => void }) {
  return <ErrorView error={error} retry={retry} />;
}
