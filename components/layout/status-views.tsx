"use client";

import { deferred } from "@/components/ui/deferred";

/*
 * The 404 and 403 pages' header and content (./status-page.tsx draws what goes inside them). The
 * root layout's not-found and forbidden trees are in every page's RSC payload, so whatever they
 * reference is loaded with every page: these holders are, and the markup's module is fetched after
 * the first load of a page that shows one (components/ui/deferred.tsx; the server renders it in
 * place). This module travels in the root layout's chunk (re-exported by chunk-reload-guard.tsx),
 * so these pages have no chunk of their own.
 */

// eslint-disable-next-line @typescript-eslint/no-require-imports
const eager = typeof window === "undefined" ? (require("./status-page") as typeof import("./status-page")) : null;
const load = () => import("./status-page");
const box = "mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-12 text-center";

/** The plain header of the error pages: the logo, linking home. */
export const StatusHeader = deferred(eager && eager.StatusHeaderContent, () => load().then((m) => m.StatusHeaderContent), {
  as: "header",
  className: "border-b border-border bg-surface",
});

/** The 403 content: no access to this section, and a way home. */
export const ForbiddenContent = deferred(eager && eager.ForbiddenBody, () => load().then((m) => m.ForbiddenBody), { className: box });

/** The 404 content: the spec's sentence, a Spanish explanation and a link home. */
export const NotFoundContent = deferred(eager && eager.NotFoundBody, () => load().then((m) => m.NotFoundBody), { className: box });
