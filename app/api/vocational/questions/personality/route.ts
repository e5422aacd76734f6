import { handler } from "@/lib/server/handler/handler";
import { personalityQuestions } from "@/lib/server/vocational/questions";

export const GET = handler({}, () => personalityQuestions());
