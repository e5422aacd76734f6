/**
 * Screenshots taken to look at the layout (not assertions): on when a person runs the journeys, off in
 * CI unless E2E_SHOTS=1, where nobody looks at them and each full-page capture cost about a second of
 * the browser's CPU on two cores (29-11-2026, docs/ci.md). Some specs keep an opt-in switch of their
 * own (JOURNEY_SHOTS, FAMILY_SHOTS, CHAT_SCREENSHOTS) for captures too many to take by default.
 */
export const reviewShots = Boolean(process.env.E2E_SHOTS) || !process.env.CI;
