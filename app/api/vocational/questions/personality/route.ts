import { handler } from "@/lib/server/http/handler";
import { personalityQuestions } from "@/lib/server/vocational/questions";

export const GET = handler({}, () => personalityQuestions());
