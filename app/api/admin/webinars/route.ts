import { adminWebinarListQuerySchema, webinarInputSchema } from "@/lib/contracts/webinars";
import { createWebinar, listAdminWebinars } from "@/lib/server/admin/webinars";
import { handler } from "@/lib/server/handler/handler";

/** `GET /api/admin/webinars[?program&when=upcoming|past]`: the webinars with their enrolled and attendance, paged. */
export const GET = handler({ auth: "admin", query: adminWebinarListQuerySchema }, ({ user, query }) => listAdminWebinars(user, query));
export const POST = handler({ auth: "admin", status: 201, body: webinarInputSchema }, ({ user, body }) => createWebinar(user, body));
