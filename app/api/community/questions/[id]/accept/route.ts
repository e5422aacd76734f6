import { acceptInputSchema, questionIdParamsSchema } from "@/lib/contracts/community";
import { handler } from "@/lib/server/handler/handler";
import { acceptAnswer } from "@/lib/server/community/reactions";

/** `POST {answerId}`: the asker marks (or unmarks) the accepted answer. */
export const POST = handler({ auth: "required", params: questionIdParamsSchema, body: acceptInputSchema }, ({ user, params, body }) =>
  acceptAnswer(user, params.id, body),
);
