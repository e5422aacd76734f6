import { questionsParamsSchema, questionsQuerySchema } from "@/lib/contracts/vocational";
import { handler } from "@/lib/server/handler/handler";
import { questionsFor } from "@/lib/server/vocational/questions";

// Interests and personality questions work without log-in; the rest need the session.
export const GET = handler({ auth: "optional", params: questionsParamsSchema, query: questionsQuerySchema }, ({ params, query, user }) =>
  questionsFor(params.id, query.mode, Boolean(user)),
);
