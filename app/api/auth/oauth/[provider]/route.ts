import { z } from "zod";
import { oauthProviderSchema, oauthStartQuerySchema } from "@/lib/contracts/auth";
import { startOAuth } from "@/lib/server/auth/oauth";
import { handler } from "@/lib/server/handler/handler";

/** `GET /api/auth/oauth/{google|facebook}?redirect=`: stores the target and goes to the provider. */
export const GET = handler({ params: z.object({ provider: oauthProviderSchema }), query: oauthStartQuerySchema }, ({ params, query }) =>
  startOAuth(params.provider, query.redirect),
);
