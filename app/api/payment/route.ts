import { confirmPaymentRequestSchema, createPaymentRequestSchema } from "@/lib/contracts/payments";
import { resolveSession } from "@/lib/server/auth/session";
import { updateUserCookie } from "@/lib/server/auth/session-cookies";
import { dataResponse, handler } from "@/lib/server/handler/handler";
import { confirmOrder, createOrder, listOrders } from "@/lib/server/payments/orders";

/** `GET /api/payment`: the logged-in student's own orders, newest first. */
export const GET = handler({ auth: "required" }, ({ user }) => listOrders(user.id));

/**
 * `POST /api/payment {products:[{quantity:1,id}]}`: 201 `{redirect, orderId}`; 200 with
 * `pending: true` and that order when a payment for the plan is still pending (no second checkout).
 */
export const POST = handler({ auth: "required", body: createPaymentRequestSchema }, async ({ user, body, client }) => {
  const result = await createOrder(user, body, client);
  return dataResponse(result, result.pending ? 200 : 201);
});

/**
 * `PUT /api/payment {token}` (the return page): the server confirms with the provider.
 * The readable `rumbo_user` cookie is written again so the navbar and the stores see a new membership.
 */
export const PUT = handler({ auth: "required", body: confirmPaymentRequestSchema }, async ({ sessionToken, user, body }) => {
  const result = await confirmOrder(user, body.token);
  const response = dataResponse(result);
  // The session read again after the confirmation: `haveMembership` comes from `memberships`.
  const fresh = await resolveSession(sessionToken);
  if (fresh) updateUserCookie(response, fresh.user);
  return response;
});
