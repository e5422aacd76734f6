import { answerInputSchema, questionIdParamsSchema } from "@/lib/contracts/community";
import { handler } from "@/lib/server/handler/handler";
import { answerQuestion } from "@/lib/server/community/answers";
import { safetyRuleMessage } from "@/lib/server/community/questions";

/** `POST {body}` → 201 `{id, status}`: specialists, verified ambassadors and the team answer. */
export const POST = handler(
  { auth: "required", params: questionIdParamsSchema, body: answerInputSchema, topMessage: safetyRuleMessage, status: 201 },
  ({ user, params, body, client }) => answerQuestion(user, params.id, body, client),
);
