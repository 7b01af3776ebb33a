/**
 * The client's onboarding draft, GET/PUT/DELETE /v1/user/profile-draft (docs/api.md#endpoints,
 * docs/decisions/025-onboarding-drafts.md): the step the wizard is on and the answers so far, kept
 * on the server so that a reload, a closed tab or another device resumes where the person was.
 */
import { z } from 'zod';
import {
  ClientProfileDraftAnswersSchema,
  type ClientProfileDraftAnswers,
} from '../transforms/client-profile.ts';
import { TimestampSchema } from './common.ts';

/**
 * Every step of the client onboarding wizard, in order (docs/product.md#client-onboarding-wizard).
 * The wizard decides which of them a person sees; a draft names one of them.
 */
export const ONBOARDING_STEP_IDS = [
  'justiceStatus',
  'facility',
  'expectedRelease',
  'releaseCounty',
  'phone',
  'address',
  'support',
  'provider',
  'pipeline',
  'strengths',
  'skills',
  'languages',
  'offenses',
  'registry',
  'sbn',
  'timeServed',
  'releasedAt',
  'stateOrFederal',
  'workExperience',
  'summary',
  'education',
  'licenses',
  'diversity',
  'referredBy',
] as const;
export type OnboardingStepId = (typeof ONBOARDING_STEP_IDS)[number];

export { ClientProfileDraftAnswersSchema };
export type { ClientProfileDraftAnswers };

/** PUT /v1/user/profile-draft: the whole draft, which replaces the one stored. */
export const SaveProfileDraftRequestSchema = z.object({
  step: z.enum(ONBOARDING_STEP_IDS),
  answers: ClientProfileDraftAnswersSchema,
});
export type SaveProfileDraftRequest = z.output<typeof SaveProfileDraftRequestSchema>;
export type SaveProfileDraftRequestInput = z.input<typeof SaveProfileDraftRequestSchema>;

/**
 * The stored draft. Its answers were checked when they were saved; the answer carries them as one
 * JSON text (every field of an answer is declared, and the answers are the form's own many shapes),
 * and a reader checks them again with `readDraftAnswers` (a rule may have changed).
 */
export const ProfileDraftSchema = z.object({
  step: z.enum(ONBOARDING_STEP_IDS),
  answers: z
    .string()
    .describe('The answers so far: a JSON object of the onboarding form fields, as saved'),
  updatedAt: TimestampSchema,
});
export type ProfileDraft = z.infer<typeof ProfileDraftSchema>;

/** GET /v1/user/profile-draft answers the draft, or null when there is none. */
export const ProfileDraftOrNullSchema = ProfileDraftSchema.nullable();

type DraftShape = typeof ClientProfileDraftAnswersSchema.shape;
const DRAFT_KEYS = Object.keys(ClientProfileDraftAnswersSchema.shape) as (keyof DraftShape)[];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The answers of `values` that a draft can keep, field by field: a field its own checks refuse (a
 * half-typed phone, four strengths of five) is left out, the others are kept as their schema reads
 * them. The wizard sends this, and reads a stored draft back through it.
 */
export function pickDraftAnswers(values: unknown): ClientProfileDraftAnswers {
  if (!isRecord(values)) return {};
  const picked: Record<string, unknown> = {};
  for (const key of DRAFT_KEYS) {
    if (values[key] === undefined) continue;
    const result = ClientProfileDraftAnswersSchema.shape[key].safeParse(values[key]);
    if (result.success && result.data !== undefined) picked[key] = result.data;
  }
  return picked;
}

/** The answers of a stored draft, checked again field by field; none when the text is no object. */
export function readDraftAnswers(draft: Pick<ProfileDraft, 'answers'>): ClientProfileDraftAnswers {
  try {
    return pickDraftAnswers(JSON.parse(draft.answers) as unknown);
  } catch {
    return {};
  }
}
