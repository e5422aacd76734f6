import { useEffect, useState } from "react";

/**
 * The interests test's parts after the choice of mode (interests-parts.ts: the runner, the adaptive
 * rules and the item bank they read, the quick mode's choice steps and their options, ~7 KB gzip)
 * are fetched with the section, alongside her saved answers, not with the page: the
 * first screen is the choice of mode, or the shell while her answers load.
 */
export type InterestsParts = typeof import("./interests-parts");

/** The most extra statements the quick mode adds: the rules' MAX_ADAPTIVE (tests/unit/vocational-adaptive.test.ts keeps them equal). */
export const MAX_ADAPTIVE = 6;
/** The reversed check statements the quick mode always adds: interestCheckItems.length (same test). */
export const QUICK_CHECKS = 3;

let loaded: InterestsParts | null = null;
let loading: Promise<InterestsParts> | null = null;

export function loadInterestsParts(): Promise<InterestsParts> {
  loading ??= import("./interests-parts").then(
    (parts) => (loaded = parts),
    (error: unknown) => {
      loading = null;
      // A failed chunk reaches the chunk guard (components/layout/chunk-reload-guard.tsx): one reload.
      throw error;
    },
  );
  return loading;
}

/** The parts, or null while they load (the first call starts loading them). */
export function useInterestsParts(): InterestsParts | null {
  const [parts, setParts] = useState<InterestsParts | null>(loaded);
  useEffect(() => {
    if (parts) return;
    let live = true;
    void loadInterestsParts().then((p) => {
      if (live) setParts(p);
    });
    return () => {
      live = false;
    };
  }, [parts]);
  return parts;
}
