/**
 * The `track` value of donde-estudiar: kept for the visit in sessionStorage, carried
 * through registration in the redirect and sent with the enrolment.
 */
const KEY = "rumbo_fair_track";
const VALID = /^[\w.-]{1,64}$/;

export function saveTrack(value: string | null | undefined): void {
  if (!value || !VALID.test(value)) return;
  try {
    sessionStorage.setItem(KEY, value);
  } catch {
    // Storage can be disabled (private mode): the value still travels in the URL.
  }
}

export function readTrack(): string | null {
  try {
    const value = sessionStorage.getItem(KEY);
    return value && VALID.test(value) ? value : null;
  } catch {
    return null;
  }
}
