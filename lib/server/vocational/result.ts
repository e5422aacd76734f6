import "server-only";
import { desc, eq, isNotNull, and } from "drizzle-orm";
import {
  discardReasons,
  personalityInstrument,
  prizes,
  quickChoiceSections,
  recommendedForResult,
  requiredForResult,
  sectionByKey,
  type SectionKey,
} from "@/lib/content/vocational";
import type { CareerFilter, ResultDto, SectionState } from "@/lib/contracts/vocational";
import { getDb } from "@/lib/db/client";
import { vocationalProcesses } from "@/lib/db/schema";
import { notFound } from "../http/errors";
import { careerFigures, careersAllowedByOfferings, institutionNames, rankableCareers } from "./careers";
import { qualityNotice, skippedSteps } from "./quality";
import { RANKING_VERSION } from "./ranking";
import { scaleResults, scoreSections } from "./score-sections";
import { currentProcessId, loadSections, ownedProcess } from "./process";

const SUGGESTIONS = 10;

const ref = (key: SectionKey) => ({ key, title: sectionByKey[key].title, path: sectionByKey[key].path });

/** The result of a process: profiles, ranked careers with reasons, and what is missing. */
export async function buildResult(processId: string, sections: Record<SectionKey, SectionState>): Promise<ResultDto> {
  const interestsState = sections["professional-interest"];
  const mode = interestsState.mode;
  const missing = requiredForResult.filter((k) => sections[k].status !== "completed").map(ref);
  // The quick mode's two choice steps first: she may have skipped them, and they sharpen her list most.
  const recommendedKeys: SectionKey[] = mode === "quick" ? [...quickChoiceSections, ...recommendedForResult] : recommendedForResult;
  const recommended = recommendedKeys.filter((k) => sections[k].status !== "completed").map(ref);
  const personality = scaleResults(personalityInstrument, sections.personality);
  const discardAnswers = sections.discard.answers as Record<string, string | null>;
  const all = await rankableCareers();
  const nameOf = new Map(all.map((c) => [c.id, c.name]));
  const ready = missing.length === 0;
  const filter = sections["career-filter"].answers as CareerFilter;
  const scored = scoreSections(sections, all, { rank: ready, allowedIds: ready ? await careersAllowedByOfferings(filter) : null });
  const { interests, intelligences, values, discardedIds, consistency, interestConsistency } = scored;
  const discarded = [...discardedIds]
    .filter((id) => nameOf.has(id))
    .map((id) => ({
      careerId: id,
      name: nameOf.get(id)!,
      reason: discardReasons.find((r) => r.id === discardAnswers[String(id)])?.label ?? "",
    }));

  let suggestions: ResultDto["suggestions"] = [];
  let code: string | null = null;
  let diff: ResultDto["differentiation"] = null;
  if (ready && scored.profile) {
    const d = scored.profile.differentiation;
    diff = { ...d, message: d.undifferentiated ? undifferentiatedMessage(d) : null };
    code = scored.profile.hollandCode;
    const ranked = scored.ranked.slice(0, SUGGESTIONS);
    const figures = await careerFigures(ranked.map((s) => s.careerId));
    suggestions = ranked.map((s) => ({ ...s, figures: figures.get(s.careerId) ?? null }));
  }

  const institutionIds = Array.isArray(sections.institution.answers.institutionIds)
    ? (sections.institution.answers.institutionIds as number[])
    : [];
  const decisionAnswers = sections["decision-time"].answers;
  const decisionCareer = typeof decisionAnswers.careerId === "number" ? decisionAnswers.careerId : null;
  const vocationText =
    typeof sections.vocation.answers.text === "string" && sections.vocation.answers.text.trim()
      ? sections.vocation.answers.text.trim()
      : null;
  return {
    processId,
    ready: missing.length === 0,
    missing,
    recommended,
    skipped: ready ? skippedSteps(mode, sections) : [],
    mode,
    hollandCode: code,
    rankingVersion: RANKING_VERSION,
    differentiation: diff,
    consistency: qualityNotice(consistency, interestConsistency),
    interests,
    personality: sections.personality.status === "completed" ? personality : null,
    intelligences,
    values,
    suggestions,
    discarded,
    institutions: await institutionNames(institutionIds),
    decision:
      decisionCareer || typeof decisionAnswers.confidence === "number"
        ? {
            careerId: decisionCareer,
            careerName: decisionCareer ? (nameOf.get(decisionCareer) ?? null) : null,
            confidence: typeof decisionAnswers.confidence === "number" ? decisionAnswers.confidence : null,
          }
        : null,
    vocation: vocationText,
    prizes: prizes
      .filter((p) => p.needs.every((k) => sections[k].status === "completed"))
      .map(({ id, title, description }) => ({ id, title, description })),
  };
}

function undifferentiatedMessage(d: { spread: number; top: number }): string {
  return d.top < 50
    ? "Por ahora ninguna actividad te atrae mucho: tus intereses salieron bajos y parejos. Es común y no significa que no tengas vocación."
    : "Tus intereses salieron muy parejos: te gustan por igual actividades muy distintas. Es común y no significa que no tengas vocación.";
}

export async function getResult(userId: string, processId: string): Promise<ResultDto> {
  await ownedProcess(userId, processId);
  return buildResult(processId, await loadSections(processId));
}

/** `GET /progress/result`: the result of the current process. */
export async function getCurrentResult(userId: string): Promise<ResultDto> {
  return getResult(userId, await currentProcessId(userId));
}

/** `GET /last-result`: the latest process with a result (finished first), or 404 when none. */
export async function getLastResult(userId: string): Promise<ResultDto> {
  const db = await getDb();
  const [finished] = await db
    .select({ id: vocationalProcesses.id })
    .from(vocationalProcesses)
    .where(and(eq(vocationalProcesses.userId, userId), isNotNull(vocationalProcesses.completedAt)))
    .orderBy(desc(vocationalProcesses.completedAt))
    .limit(1);
  const id = finished?.id ?? (await currentProcessId(userId));
  const result = await getResult(userId, id);
  if (!result.ready) throw notFound("Aún no tienes un resultado: completa tus intereses profesionales.");
  return result;
}
