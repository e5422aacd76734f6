/**
 * How long the vocational test takes: the full test stays under 25 minutes, the quick
 * mode under 7. On its own so the home's hero can say it without loading the rest of
 * test-overview.ts (the sections and their texts), which re-exports it.
 */
export const testDuration = { fullMaxMinutes: 25, quickMaxMinutes: 7 } as const;
