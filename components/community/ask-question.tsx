"use client";

import { deferred } from "@/components/ui/deferred";

/**
 * «Haz una pregunta» for a signed-in student: the form (zod, react-hook-form, the career select)
 * comes after the page's first load, so `/comunidad` weighs what the other public pages weigh. The
 * server renders it in place, and what is typed before its code arrives is kept
 * (components/ui/deferred.tsx).
 */
export const AskQuestion = deferred(
  typeof window === "undefined"
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports
      (require("./ask-form") as typeof import("./ask-form")).AskForm
    : null,
  () => import("./ask-form").then((m) => m.AskForm),
);
