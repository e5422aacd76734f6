/*
 * What the interests test needs once she has picked a mode (or resumes), in one chunk that loads
 * with the section, after the page (interests-loader.ts): the statements' runner, the adaptive
 * rules with the item bank they read, and the quick mode's two choice steps with their options.
 */
export { quickExtraItems } from "@/lib/content/vocational/adaptive";
export { LikertRunner } from "./likert-runner";
export { firstOpenStep, QUICK_TOTAL_STEPS, QuickChoiceSteps, quickSteps, savedQuickChoices } from "./quick-choice-steps";
