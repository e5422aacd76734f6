import { questionInputSchema, questionListQuerySchema } from "@/lib/contracts/community";
import { handler } from "@/lib/server/handler/handler";
import { askQuestion, listQuestions, safetyRuleMessage } from "@/lib/server/community/questions";

/** `GET /api/community/questions?career=&institution=&q=&sort=new|useful` (session optional): published ones, and the caller's own. */
export const GET = handler({ auth: "optional", query: questionListQuerySchema }, ({ user, query }) =>
  listQuestions(query, user?.id ?? null),
);

/** `POST {title, body, careerSlug?, institutionSlug?}` → 201 `{id, status}` (`pending` for a newcomer, `published` otherwise). */
export const POST = handler(
  { auth: "required", body: questionInputSchema, topMessage: safetyRuleMessage, status: 201 },
  ({ user, body, client }) => askQuestion(user, body, client),
);
