"use client";

import { useEffect } from "react";
import { useModalsStore } from "@/stores/modals";
import { conferenceAnchor } from "./conference-card";
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
    const element = document.getElementById(conferenceAnchor(highlightId));
    if (!element) return;
    const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    element.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "center" });
    element.focus({ preventScroll: true });
  }, [highlightId]);

  return null;
}
