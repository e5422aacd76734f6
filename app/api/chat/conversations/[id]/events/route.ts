import { chatConversationParamsSchema, chatEventsQuerySchema } from "@/lib/contracts/chat";
import { studentSide } from "@/lib/server/chat/conversations";
import { chatEventStream, streamCursor } from "@/lib/server/chat/stream";
import { handler } from "@/lib/server/handler/handler";

/** `text/event-stream`: one `message` event per new message (resumes after `Last-Event-ID` or `?since=`), `read` receipts. */
export const GET = handler(
  { auth: "required", params: chatConversationParamsSchema, query: chatEventsQuerySchema },
  async ({ req, user, params, query, sessionToken, client }) =>
    chatEventStream(await studentSide(user, params.id), streamCursor(req.headers.get("last-event-id"), query.since), req.signal, {
      sessionToken,
      ip: client.ip,
    }),
);
