import { chatConversationParamsSchema, chatEventsQuerySchema } from "@/lib/contracts/chat";
import { advisorSide } from "@/lib/server/chat/conversations";
import { chatEventStream, streamCursor } from "@/lib/server/chat/stream";
import { handler } from "@/lib/server/handler/handler";

/** The specialist's live stream of a conversation (same events as the member's). */
export const GET = handler(
  { auth: "required", params: chatConversationParamsSchema, query: chatEventsQuerySchema },
  async ({ req, user, params, query, sessionToken, client }) =>
    chatEventStream(await advisorSide(user, params.id), streamCursor(req.headers.get("last-event-id"), query.since), req.signal, {
      sessionToken,
      ip: client.ip,
    }),
);
