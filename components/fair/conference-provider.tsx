"use client";

import { useRouter } from "next/navigation";
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from "react";
import { reloadOnceForChunkError } from "@/components/layout/chunk-reload";
import { isChunkLoadError } from "@/lib/client/chunk-error";
import { describeTapError } from "@/lib/client/tap-error";
import { chromePaths } from "@/components/layout/chrome-paths";
import { signedInNow } from "@/stores/session";
import { readTrack } from "./track";
import type { FairTalk } from "./talk";

type ConferenceContext = {
  conferences: FairTalk[];
  /** Ids being enrolled right now (their buttons show a spinner). */
  pending: ReadonlySet<number>;
  enrol: (conference: FairTalk) => Promise<void>;
  reload: () => Promise<void>;
};

const Context = createContext<ConferenceContext | null>(null);

// The API client (axios and the fair's zod schemas, ~40 KB gzip) is fetched on the first enrolment
// or reload, not with the page: most visitors read the talks without enrolling.
const fairApi = () => import("@/lib/api/fair");

/** Where a logged-out student is sent: register, then back to the fair with that conference. */
export function enrolRedirectPath(conferenceId: number, track: string | null): string {
  const query = new URLSearchParams({ conference_id: String(conferenceId) });
  if (track) query.set("track", track);
  const back = `${chromePaths.dondeEstudiar}?${query.toString()}#expo`;
  return `${chromePaths.empezar}?redirect=${encodeURIComponent(back)}`;
}

/**
 * The fair's conferences for every list, schedule and live room on the page: enrolling in one
 * place marks the conference signed everywhere. Fair enrolment: logged out → register
 * with a redirect back; logged in → enrol, the item becomes signed; on failure the list is
 * reloaded without a message (a full or ended conference then shows as such) and the button
 * can be used again.
 */
export function ConferenceProvider({ initial, children }: { initial: FairTalk[]; children: ReactNode }) {
  const router = useRouter();
  const [conferences, setConferences] = useState(initial);
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set());
  const inFlight = useRef(new Set<number>());

  const reload = useCallback(async () => {
    try {
      setConferences(await (await fairApi()).fetchConferences());
    } catch {
      // Keep what is shown: the next action tries again.
    }
  }, []);

  const enrol = useCallback(
    async (conference: FairTalk) => {
      const track = readTrack();
      if (!signedInNow()) {
        router.push(enrolRedirectPath(conference.id, track));
        return;
      }
      if (inFlight.current.has(conference.id)) return;
      inFlight.current.add(conference.id);
      setPending(new Set(inFlight.current));
      try {
        const { enrolInConference } = await fairApi();
        const enrolment = await enrolInConference({ conferenceId: conference.id, ...(track ? { track } : {}) });
        setConferences((list) => list.map((c) => (c.id === enrolment.conference.id ? enrolment.conference : c)));
        // The metrics sender is not part of the page's first load (components/metrics/page-tracker.tsx).
        void import("@/lib/api/metrics").then(
          (m) => m.track("event", "fair_enrolment"),
          () => {},
        );
      } catch (error) {
        // A new deployment replaced the client's chunk: reload once (as the chunk guard does).
        if (isChunkLoadError(error) && reloadOnceForChunkError()) return;
        if ((await describeTapError(error)).status === 401) {
          router.push(enrolRedirectPath(conference.id, track));
          return;
        }
        await reload();
      } finally {
        inFlight.current.delete(conference.id);
        setPending(new Set(inFlight.current));
      }
    },
    [reload, router],
  );

  const value = useMemo(() => ({ conferences, pending, enrol, reload }), [conferences, pending, enrol, reload]);
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

/** The fair's conferences when inside a <ConferenceProvider> (the fair page), else null (the embeddable stands). */
export function useOptionalConferences(): ConferenceContext | null {
  return useContext(Context);
}

export function useConferences(): ConferenceContext {
  const value = useContext(Context);
  if (!value) throw new Error("useConferences must be used inside <ConferenceProvider>");
  return value;
}
