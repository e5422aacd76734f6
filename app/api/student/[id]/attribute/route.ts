import { z } from "zod";
import { studentAttributeBodySchema } from "@/lib/contracts/vocational";
import { handler } from "@/lib/server/handler/handler";
import { saveStudentAttribute } from "@/lib/server/vocational/attributes";

export const POST = handler(
  { auth: "required", params: z.object({ id: z.string().max(60) }), body: studentAttributeBodySchema },
  ({ user, params, body }) => saveStudentAttribute(user.id, params.id, body),
);
