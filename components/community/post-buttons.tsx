"use client";

import dynamic from "next/dynamic";
import { deferred } from "@/components/ui/deferred";

/**
 * A question page's actions («Me sirvió», «Reportar», accept), each a deferred part:
 * their code (the report dialog, react-hook-form and zod for the answer, the API client) comes
 * after the page's first load, so a question weighs what the other public pages weigh. The server
 * renders them in place; a visitor's are plain links, and a tap on a button before the code
 * arrives is done once it has (components/ui/deferred.tsx).
 */
const eager =
  typeof window === "undefined"
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports
      (require("./post-actions") as typeof import("./post-actions"))
    : null;
const load = () => import("./post-actions");
const inline = { className: "contents" };

export const VoteButton = deferred(eager?.VoteButton ?? null, () => load().then((m) => m.VoteButton), inline);
export const ReportButton = deferred(eager?.ReportButton ?? null, () => load().then((m) => m.ReportButton), inline);
export const AcceptButton = deferred(eager?.AcceptButton ?? null, () => load().then((m) => m.AcceptButton), inline);
/** Only for who can answer: its own chunk, loaded where it is rendered, and its state kept across a refresh. */
export const AnswerForm = dynamic(() => import("./answer-form").then((m) => m.AnswerForm));
