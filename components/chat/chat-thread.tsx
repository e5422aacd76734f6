"use client";

import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { chatEventsUrl, fetchMessages, flagChatRisk, markChatRead, reportChat, sendChatMessage, type ChatSideName } from "@/lib/api/chat";
import { toApiError } from "@/lib/api/errors";
import { CHAT_MAX_CHARS, chatMessageSchema, type ChatMessage, type ChatMessages } from "@/lib/contracts/chat";
import { cn } from "@/lib/utils/cn";
import { formatLimaDate } from "@/lib/format/dates";

/** How often the page asks for new messages while the live stream is down. */
const POLL_MS = 4_000;
/** After the browser gives up on the stream (an error answer), a new one is tried this often. */
const RECONNECT_MS = 15_000;

type Status = "connecting" | "live" | "polling";

const timeLabel = (iso: string) => formatLimaDate(iso, "shortTime");

function merge(list: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  if (!incoming.length) return list;
  const byId = new Map(list.map((m) => [m.id, m]));
  for (const m of incoming) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

export type ChatThreadProps = {
  side: ChatSideName;
  conversationId: number;
  initial: ChatMessages;
  /** Who is on the other side (for the empty state and the receipts). */
  otherName: string;
  /** The student's side: «Reportar». The specialist's: «Marcar como riesgo». */
  initialRisk?: boolean;
};

/**
 * One conversation, live: messages arrive through the event stream (EventSource resumes after the
 * last id it saw); while the stream is down the page polls `?since=` so nothing waits. Messages of
 * the other side are marked read while the page is visible; under one's own last message, «Visto».
 */
export function ChatThread({ side, conversationId, initial, otherName, initialRisk = false }: ChatThreadProps) {
  const [messages, setMessages] = useState(initial.items);
  const [hasMore, setHasMore] = useState(initial.hasMore);
  const [readByOther, setReadByOther] = useState(initial.readByOther);
  const [status, setStatus] = useState<Status>("connecting");
  const [draft, setDraft] = useState("");
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const cursor = useRef(initial.items.at(-1)?.id ?? 0);
  const lastMarked = useRef(0);
  const listEnd = useRef<HTMLDivElement>(null);
  const inputId = useId();
  const counterId = useId();
  const errorId = useId();
  const otherRole = side === "student" ? "advisor" : "student";

  const receive = useCallback((incoming: ChatMessage[]) => {
    if (!incoming.length) return;
    cursor.current = Math.max(cursor.current, ...incoming.map((m) => m.id));
    setMessages((list) => merge(list, incoming));
  }, []);

  // The live stream, with polling while it is down.
  useEffect(() => {
    let source: EventSource | null = null;
    let poll: ReturnType<typeof setInterval> | null = null;
    let retry: ReturnType<typeof setTimeout> | null = null;
    let stopped = false;
    const pollOnce = () => {
      fetchMessages(side, conversationId, { since: cursor.current })
        .then((page) => {
          receive(page.items);
          setReadByOther((r) => Math.max(r, page.readByOther));
        })
        .catch(() => {});
    };
    const startPolling = () => {
      setStatus("polling");
      if (!poll) {
        pollOnce();
        poll = setInterval(pollOnce, POLL_MS);
      }
    };
    const stopPolling = () => {
      if (poll) clearInterval(poll);
      poll = null;
    };
    const connect = () => {
      if (stopped) return;
      source = new EventSource(chatEventsUrl(side, conversationId, cursor.current));
      source.addEventListener("open", () => {
        stopPolling();
        setStatus("live");
      });
      source.addEventListener("message", (event) => {
        const parsed = chatMessageSchema.safeParse(JSON.parse((event as MessageEvent<string>).data));
        if (parsed.success) receive([parsed.data]);
      });
      source.addEventListener("read", (event) => {
        const upTo = Number(JSON.parse((event as MessageEvent<string>).data)?.upTo);
        if (Number.isFinite(upTo)) setReadByOther((r) => Math.max(r, upTo));
      });
      source.addEventListener("error", () => {
        startPolling();
        // The browser retries by itself after a dropped connection; after an error answer it stops.
        if (source?.readyState === EventSource.CLOSED) {
          source = null;
          retry = setTimeout(connect, RECONNECT_MS);
        }
      });
    };
    if (typeof EventSource === "undefined") startPolling();
    else connect();
    return () => {
      stopped = true;
      source?.close();
      stopPolling();
      if (retry) clearTimeout(retry);
    };
  }, [side, conversationId, receive]);

  // Read receipts: the other side's newest message, while this page is visible.
  const newestOther = messages.reduce((max, m) => (m.author.role === otherRole && m.id > max ? m.id : max), 0);
  useEffect(() => {
    const mark = () => {
      if (document.visibilityState !== "visible" || newestOther <= lastMarked.current) return;
      lastMarked.current = newestOther;
      markChatRead(side, conversationId, newestOther).catch(() => {
        lastMarked.current = 0;
      });
    };
    mark();
    document.addEventListener("visibilitychange", mark);
    return () => document.removeEventListener("visibilitychange", mark);
  }, [newestOther, side, conversationId]);

  // Keep the newest message in view.
  const lastId = messages.at(-1)?.id;
  useEffect(() => {
    listEnd.current?.scrollIntoView({ block: "end" });
  }, [lastId]);

  async function loadOlder() {
    const first = messages[0]?.id;
    if (!first) return;
    try {
      const page = await fetchMessages(side, conversationId, { before: first });
      setMessages((list) => merge(list, page.items));
      setHasMore(page.hasMore);
    } catch (err) {
      setError(toApiError(err).message);
    }
  }

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    const body = draft.trim();
    if (!body || sending) return;
    setSending(true);
    setError(null);
    try {
      const sent = await sendChatMessage(side, conversationId, body);
      receive([sent]);
      setDraft("");
    } catch (err) {
      const apiError = toApiError(err);
      setError(apiError.fieldErrors.body?.[0] ?? apiError.message);
    } finally {
      setSending(false);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter sends, Shift+Enter is a new line (as in every chat).
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  }

  const lastOwn = [...messages].reverse().find((m) => m.author.role === side);
  const left = CHAT_MAX_CHARS - draft.length;

  return (
    <div className="flex min-h-0 flex-1 flex-col gap-3">
      <div className="flex items-center justify-between gap-2 text-sm text-fg-muted">
        <p data-testid="chat-status" data-status={status}>
          <span
            aria-hidden="true"
            className={cn("mr-1.5 inline-block size-2 rounded-full", status === "live" ? "bg-success-600" : "bg-warning-500")}
          />
          {status === "live" ? "En vivo" : status === "polling" ? "Reconectando… los mensajes siguen llegando" : "Conectando…"}
        </p>
        {side === "student" ? (
          <ReportButton conversationId={conversationId} />
        ) : (
          <RiskButton conversationId={conversationId} initial={initialRisk} />
        )}
      </div>

      <section
        aria-label={`Conversación con ${otherName}`}
        className="flex max-h-[60vh] min-h-64 flex-col gap-2 overflow-y-auto rounded-card border border-border bg-bg p-3"
        tabIndex={0}
      >
        {hasMore ? (
          <Button type="button" variant="ghost" size="sm" className="self-center" onClick={loadOlder}>
            Ver mensajes anteriores
          </Button>
        ) : null}
        {messages.length === 0 ? (
          <p className="m-auto max-w-xs text-center text-fg-muted">
            {side === "student"
              ? `Aún no hay mensajes. Escríbele a ${otherName}: cuéntale qué carreras te interesan o qué dudas tienes.`
              : "Aún no hay mensajes en esta conversación."}
          </p>
        ) : null}
        <div role="log" aria-live="polite" aria-label="Mensajes">
          <ol className="flex flex-col gap-2">
            {messages.map((m) => {
              const mine = m.author.role === side;
              return (
                <li
                  key={m.id}
                  data-testid="chat-message"
                  className={cn("flex max-w-[85%] flex-col", mine ? "items-end self-end" : "items-start self-start")}
                >
                  <p
                    className={cn(
                      "rounded-card px-3 py-2 break-words whitespace-pre-line",
                      mine ? "bg-primary-700 text-white" : "border border-border bg-surface text-fg",
                    )}
                  >
                    <span className="sr-only">{mine ? "Tú" : m.author.name}: </span>
                    {m.body}
                  </p>
                  <p className="mt-0.5 text-xs text-fg-muted">
                    {mine ? "" : `${m.author.name} · `}
                    <time dateTime={m.createdAt}>{timeLabel(m.createdAt)}</time>
                    {mine && m.id === lastOwn?.id ? (
                      <span data-testid="chat-receipt"> · {readByOther >= m.id ? "Visto" : "Enviado"}</span>
                    ) : null}
                  </p>
                </li>
              );
            })}
          </ol>
        </div>
        <div ref={listEnd} />
      </section>

      <form onSubmit={submit} className="flex flex-col gap-2">
        <label htmlFor={inputId} className="font-semibold text-fg">
          Escribe tu mensaje
        </label>
        <textarea
          id={inputId}
          value={draft}
          rows={3}
          maxLength={CHAT_MAX_CHARS}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
          aria-invalid={error ? true : undefined}
          aria-describedby={[counterId, error ? errorId : ""].filter(Boolean).join(" ")}
          className="rounded-control border border-border bg-surface px-3 py-2 text-base text-fg focus-visible:outline-2 focus-visible:outline-primary-600"
        />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p id={counterId} className="text-xs text-fg-muted">
            Solo texto. Enter envía; Mayús + Enter, nueva línea. Te quedan {left.toLocaleString("es-PE")} caracteres.
          </p>
          <Button type="submit" disabled={sending || !draft.trim()}>
            {sending ? "Enviando…" : "Enviar"}
          </Button>
        </div>
        {error ? (
          <p id={errorId} role="alert" className="text-sm font-semibold text-danger-700">
            {error}
          </p>
        ) : null}
      </form>
    </div>
  );
}

/** «Reportar»: the student tells the team something in this conversation is wrong. */
function ReportButton({ conversationId }: { conversationId: number }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setError(null);
      }}
      trigger={
        <Button type="button" variant="outline" size="sm">
          Reportar
        </Button>
      }
      title="Reportar esta conversación"
      description="El equipo de Rumbo leerá la conversación y te escribirá si hace falta. Nadie más se entera."
      footer={
        done ? (
          <Button type="button" onClick={() => setOpen(false)}>
            Cerrar
          </Button>
        ) : (
          <Button
            type="button"
            variant="danger"
            onClick={async () => {
              setError(null);
              try {
                await reportChat(conversationId, { reason });
                setDone(true);
              } catch (err) {
                setError(toApiError(err).message);
              }
            }}
          >
            Enviar reporte
          </Button>
        )
      }
    >
      {done ? (
        <p role="status" className="text-fg">
          Gracias. Recibimos tu reporte y el equipo lo revisará hoy.
        </p>
      ) : (
        <div className="flex flex-col gap-2">
          <label htmlFor={id} className="font-semibold text-fg">
            ¿Qué pasó? <span className="font-normal text-fg-muted">(opcional)</span>
          </label>
          <textarea
            id={id}
            rows={3}
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            className="rounded-control border border-border bg-surface px-3 py-2 text-base text-fg focus-visible:outline-2 focus-visible:outline-primary-600"
          />
          {error ? (
            <p role="alert" className="text-sm font-semibold text-danger-700">
              {error}
            </p>
          ) : null}
        </div>
      )}
    </Dialog>
  );
}

/** The specialist marks the conversation as a risk: the team gets the protocol by e-mail. */
function RiskButton({ conversationId, initial }: { conversationId: number; initial: boolean }) {
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState("");
  const [flagged, setFlagged] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  if (flagged)
    return (
      <p role="status" className="font-semibold text-danger-700">
        Marcada como riesgo: el equipo recibió el protocolo
      </p>
    );
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button type="button" variant="danger" size="sm">
          Marcar como riesgo
        </Button>
      }
      title="Marcar esta conversación como riesgo"
      description="El equipo recibe al instante un correo con el protocolo y puede leer la conversación (su lectura queda registrada)."
      footer={
        <Button
          type="button"
          variant="danger"
          onClick={async () => {
            setError(null);
            try {
              await flagChatRisk(conversationId, { note });
              setFlagged(true);
              setOpen(false);
            } catch (err) {
              const apiError = toApiError(err);
              setError(apiError.fieldErrors.note?.[0] ?? apiError.message);
            }
          }}
        >
          Avisar al equipo
        </Button>
      }
    >
      <div className="flex flex-col gap-2">
        <label htmlFor={id} className="font-semibold text-fg">
          ¿Qué viste?
        </label>
        <textarea
          id={id}
          rows={3}
          maxLength={1000}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          className="rounded-control border border-border bg-surface px-3 py-2 text-base text-fg focus-visible:outline-2 focus-visible:outline-primary-600"
        />
        {error ? (
          <p role="alert" className="text-sm font-semibold text-danger-700">
            {error}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}
