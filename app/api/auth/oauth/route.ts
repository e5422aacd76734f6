import { availableProviders } from "@/lib/server/auth/oauth";
import { handler } from "@/lib/server/handler/handler";

/** `GET /api/auth/oauth`: which social log-ins are configured ({ google, facebook }). */
export const GET = handler({}, () => availableProviders());
