"use client";

import dynamic from "next/dynamic";

/**
 * «Haz una pregunta» for a signed-in student, in a chunk of its own (`next/dynamic`): the form
 * (zod, react-hook-form, the career select) is server-rendered and its code is loaded only where
 * it is rendered, so a visitor's `/comunidad` does not carry it (the page weighs what the other
 * public pages weigh). Not a deferred part: the form keeps its state (the «en revisión» message)
 * across the `router.refresh()` that follows a question.
 */
export const AskQuestion = dynamic(() => import("./ask-form").then((m) => m.AskForm));
