import { handler } from "@/lib/server/handler/handler";
import { getCurrentProcess } from "@/lib/server/vocational/process";
import { sectionCatalogue } from "@/lib/server/vocational/questions";

/** The map of sections and the student's current process (created on first use). */
export const GET = handler({ auth: "required" }, async ({ user }) => ({
  sections: sectionCatalogue(),
  process: await getCurrentProcess(user.id),
}));
