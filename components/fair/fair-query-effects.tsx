"use client";

import { useEffect } from "react";
import { useModalsStore } from "@/stores/modals";
import { conferenceAnchor } from "./talk";
import { saveTrack } from "./track";

/**
 * The donde-estudiar query: `conference_id` scrolls to that talk (highlighted by the
 * list), `show_vocational_modal=1` opens the vocational modal, `track` is kept for the enrolment.
 */
export function FairQueryEffects({
  highlightId,
  showVocational,
  track,
}: {
  highlightId: number | null;
  showVocational: boolean;
  track: string | null;
}) {
  useEffect(() => {
    saveTrack(track);
  }, [track]);

  useEffect(() => {
    if (showVocational) useModalsStore.getState().open("vocational");
  }, [showVocational]);

  useEffect(() => {
    if (highlightId === null) return;
    const go = (element: HTMLElement) => {
      const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
      element.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "center" });
      element.focus({ preventScroll: true });
    };
    const find = () => document.getElementById(conferenceAnchor(highlightId));
    const element = find();
    if (element) {
      go(element);
      return;
    }
    // After a client navigation the talks' list is drawn once its code arrives (components/ui/deferred.tsx):
    // the card is awaited for a few seconds, not forgotten.
    const observer = new MutationObserver(() => {
      const found = find();
      if (!found) return;
      stop();
      go(found);
    });
    const timer = window.setTimeout(() => stop(), 10_000);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
    }
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [highlightId]);

  return null;
}
