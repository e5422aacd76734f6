"use client";

import { offlineMessage } from "@/lib/api/messages";
import type { ProgressPayload } from "@/lib/contracts/vocational";

type Data = ProgressPayload["data"];
type Target = { kind: "process" | "reference"; id: string };
type Pending = { target: Target; data: Data };

const STORAGE_KEY = "rumbo_vocational_queue";
const DEBOUNCE_MS = 350;
const MAX_BACKOFF_MS = 30_000;

export class SaveError extends Error {
  constructor(
    readonly status: number | null,
    message: string,
    readonly fieldErrors: Record<string, string[]> = {},
  ) {
    super(message);
  }
}

type Client = typeof import("@/lib/api/vocational");
let client: Promise<Client> | null = null;

/**
 * lib/api's vocational helpers (the project's axios instance and its error reader), loaded on
 * first use and fetched once the queue starts: this module is on every test page, and axios
 * would add ~15 KB gzip to their first load for one PUT. A failed chunk load is tried again.
 */
function loadClient(): Promise<Client> {
  client ??= import("@/lib/api/vocational").catch((error: unknown) => {
    client = null;
    throw error;
  });
  return client;
}

/** Runs one call of the client; what it throws becomes a SaveError (message and errors per field). */
async function call<T>(run: (api: Client) => Promise<T>): Promise<T> {
  let api: Client;
  try {
    api = await loadClient();
  } catch {
    throw new SaveError(null, offlineMessage);
  }
  try {
    return await run(api);
  } catch (error) {
    const failure = api.toApiError(error);
    if (failure.status === null) throw new SaveError(null, failure.code === "timeout" ? failure.message : offlineMessage);
    const message = failure.code === "http_error" ? "No pudimos guardar tu respuesta." : failure.message;
    throw new SaveError(failure.status, message, failure.fieldErrors);
  }
}

async function put(target: Target, data: Data, keepalive = false): Promise<void> {
  await call((api) =>
    target.kind === "process" ? api.saveProgress(target.id, data, { keepalive }) : api.saveReference(target.id, data, { keepalive }),
  );
}

export type QueueStatus = "saved" | "saving" | "offline" | "error";
type Listener = (status: QueueStatus, message?: string) => void;

/**
 * Every answer is saved as it is given: merged into a pending change per section, kept in
 * localStorage at once (a closed tab or a dropped connection loses nothing), sent after a short
 * debounce, retried with backoff, and flushed when the browser is back online or the page hides.
 */
class AnswerQueue {
  private pending = new Map<string, Pending>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private backoff = 1000;
  private inFlight = false;
  private flight: Promise<void> | null = null;
  private listeners = new Set<Listener>();
  private started = false;

  private start() {
    if (this.started || typeof window === "undefined") return;
    this.started = true;
    void loadClient().catch(() => {});
    try {
      const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "[]") as Pending[];
      for (const p of stored) this.merge(p.target, p.data, false);
    } catch {
      localStorage.removeItem(STORAGE_KEY);
    }
    window.addEventListener("online", () => this.flush());
    window.addEventListener("pagehide", () => this.flushOnExit());
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "hidden") this.flushOnExit();
    });
    if (this.pending.size) this.schedule(0);
  }

  subscribe(listener: Listener) {
    this.start();
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  private emit(status: QueueStatus, message?: string) {
    for (const l of this.listeners) l(status, message);
  }

  private keyOf(target: Target, section: string) {
    return `${target.kind}:${target.id}:${section}`;
  }

  private merge(target: Target, data: Data, persist = true) {
    const key = this.keyOf(target, data.section);
    const prev = this.pending.get(key);
    const merged: Data = prev
      ? { ...prev.data, ...data, answers: { ...(prev.data.answers ?? {}), ...(data.answers ?? {}) } }
      : { ...data, answers: { ...(data.answers ?? {}) } };
    this.pending.set(key, { target, data: merged });
    if (persist) this.persist();
  }

  private persist() {
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify([...this.pending.values()]));
    } catch {
      // Storage full or blocked: the answer still travels in memory.
    }
  }

  /** Queues a change of one section; it is sent shortly. */
  save(target: Target, data: Data) {
    this.start();
    this.merge(target, data);
    this.emit("saving");
    this.schedule(DEBOUNCE_MS);
  }

  /**
   * A button's save (finish, discard, restore): first everything queued reaches the server, then
   * this change, in that order; the promise rejects with a SaveError when it is refused.
   */
  async saveNow(processId: string, data: Data): Promise<void> {
    this.start();
    await this.drain();
    await put({ kind: "process", id: processId }, data);
  }

  /** The public link (on/off, its name) through `/share`, after the queue is drained. */
  async share(
    processId: string,
    settings: { shareEnabled?: boolean; slug?: string },
  ): Promise<{ shareEnabled: boolean; slug: string | null }> {
    this.start();
    await this.drain();
    return call((api) => api.setSharing(processId, settings));
  }

  /** Answers for a section not yet confirmed by the server (to show them on resume). */
  pendingAnswers(target: Target, section: string): Data | null {
    this.start();
    return this.pending.get(this.keyOf(target, section))?.data ?? null;
  }

  private schedule(ms: number) {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.flush(), ms);
  }

  /** Sends what is pending; when a send is already under way, waits for it and sends the rest. */
  async flush(): Promise<void> {
    if (this.flight) {
      await this.flight;
      return this.flush();
    }
    if (this.pending.size === 0) return;
    this.flight = this.send().finally(() => {
      this.flight = null;
    });
    return this.flight;
  }

  /** Before leaving a test page: everything pending reaches the server (a few tries). */
  async drain(): Promise<boolean> {
    for (let i = 0; i < 5 && this.pending.size; i++) await this.flush();
    return this.pending.size === 0;
  }

  private async send(): Promise<void> {
    if (this.inFlight || this.pending.size === 0) return;
    if (typeof navigator !== "undefined" && navigator.onLine === false) {
      this.emit("offline");
      return;
    }
    this.inFlight = true;
    const batch = [...this.pending.entries()];
    try {
      for (const [key, item] of batch) {
        await put(item.target, item.data);
        // Only drop it if nothing newer was merged meanwhile.
        if (this.pending.get(key) === item) this.pending.delete(key);
        this.persist();
      }
      this.backoff = 1000;
      this.emit(this.pending.size ? "saving" : "saved");
    } catch (error) {
      const e = error instanceof SaveError ? error : new SaveError(null, offlineMessage);
      if (e.status && e.status >= 400 && e.status < 500 && e.status !== 408 && e.status !== 429) {
        // The server refused this change for good: do not retry it forever.
        for (const [key] of batch) this.pending.delete(key);
        this.persist();
        this.emit("error", e.message);
      } else {
        this.emit(e.status === null ? "offline" : "error", e.message);
        this.schedule(this.backoff);
        this.backoff = Math.min(MAX_BACKOFF_MS, this.backoff * 2);
      }
    } finally {
      this.inFlight = false;
      if (this.pending.size && this.backoff === 1000) this.schedule(DEBOUNCE_MS);
    }
  }

  /** The page is going away: send what is pending with keepalive so the request survives. */
  private flushOnExit() {
    for (const item of this.pending.values()) void put(item.target, item.data, true).catch(() => {});
  }
}

export const answerQueue = new AnswerQueue();
