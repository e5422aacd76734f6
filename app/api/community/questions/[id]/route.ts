import { questionIdParamsSchema } from "@/lib/contracts/community";
import { handler } from "@/lib/server/handler/handler";
import { getQuestion } from "@/lib/server/community/questions";

/** `GET /api/community/questions/{id}`: the question with its answers; an unpublished one only for its author (404 otherwise). */
export const GET = handler({ auth: "optional", params: questionIdParamsSchema }, ({ user, params }) => getQuestion(params.id, user));
