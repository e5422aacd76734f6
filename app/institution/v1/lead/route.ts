import { leadSchema } from "@/lib/contracts/catalogue";
import { createLead } from "@/lib/server/catalogue/leads";
import { handler } from "@/lib/server/handler/handler";

/** `POST /institution/v1/lead`; delivered once the phone is verified. */
export const POST = handler({ body: leadSchema, auth: "optional", status: 201 }, ({ body, client, user }) =>
  createLead(body, client.ip, user),
);
