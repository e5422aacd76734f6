import { z } from "zod";
import { oauthCallbackQuerySchema, oauthProviderSchema } from "@/lib/contracts/auth";
import { finishOAuth, OAUTH_STATE_COOKIE } from "@/lib/server/auth/oauth";
import { handler } from "@/lib/server/handler/handler";

/** The provider's redirect back: logs in and goes to the stored target. */
export const GET = handler(
  { params: z.object({ provider: oauthProviderSchema }), query: oauthCallbackQuerySchema },
  ({ params, query, cookie, client }) => finishOAuth(params.provider, query, cookie(OAUTH_STATE_COOKIE), client.userAgent),
);
