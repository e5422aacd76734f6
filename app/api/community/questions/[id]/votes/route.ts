import { questionIdParamsSchema, voteInputSchema } from "@/lib/contracts/community";
import { handler } from "@/lib/server/handler/handler";
import { setVote } from "@/lib/server/community/reactions";

/** «Me sirvió» on the question, or on one of its answers with `{answerId}`: `{votes, voted}`. */
export const POST = handler({ auth: "required", params: questionIdParamsSchema, body: voteInputSchema }, ({ user, params, body }) =>
  setVote(user, params.id, body.answerId, true),
);
export const DELETE = handler({ auth: "required", params: questionIdParamsSchema, body: voteInputSchema }, ({ user, params, body }) =>
  setVote(user, params.id, body.answerId, false),
);
