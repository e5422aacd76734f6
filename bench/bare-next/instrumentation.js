/**
 * Nothing to start. This file must exist: without it Next picks up the repository's own
 * instrumentation.ts (the project root Turbopack infers is the repository's), and the baseline
 * would run Rumbo's jobs.
 */
export function register() {}
