import {
  postCreatedSchema,
  questionDetailSchema,
  voteResultSchema,
  type AnswerInput,
  type PostCreated,
  type QuestionDetail,
  type QuestionInput,
  type ReportInput,
  type VoteResult,
} from "@/lib/contracts/community";
import { api, unwrap } from "./client";

/** `POST /api/community/questions` → `{id, status}` (`pending` while a moderator looks at it). */
export function askQuestion(input: QuestionInput): Promise<PostCreated> {
  return unwrap(api.main.post("/community/questions", input), postCreatedSchema);
}

export function answerQuestion(questionId: number, input: AnswerInput): Promise<PostCreated> {
  return unwrap(api.main.post(`/community/questions/${questionId}/answers`, input), postCreatedSchema);
}

/** «Me sirvió» on the question or one of its answers (`on: false` takes it back). */
export function setVote(questionId: number, answerId: number | undefined, on: boolean): Promise<VoteResult> {
  const path = `/community/questions/${questionId}/votes`;
  const body = answerId ? { answerId } : {};
  return unwrap(on ? api.main.post(path, body) : api.main.delete(path, { data: body }), voteResultSchema);
}

export function acceptAnswer(questionId: number, answerId: number): Promise<QuestionDetail> {
  return unwrap(api.main.post(`/community/questions/${questionId}/accept`, { answerId }), questionDetailSchema);
}

export function reportPost(input: ReportInput): Promise<{ reported: true; hidden: boolean }> {
  return unwrap(api.main.post("/community/reports", input));
}
