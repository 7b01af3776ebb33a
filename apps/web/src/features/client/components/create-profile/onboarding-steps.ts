/**
 * The client onboarding wizard's steps in the order of docs/product.md#client-onboarding-wizard,
 * with each step's next-step rule:
 * 1. justice status; 2. only when currently incarcerated: facility, expected release, county;
 * 3. phone, address, support needs, provider (then the pipeline step when it is asked for);
 * 4. strengths, skills, languages; 5. with a record: offense categories, registry and SBN only
 *    after a sexual offense, time served, released-at (not while incarcerated), state or federal;
 * 6. work experience, summary, education, licenses, diversity, referred by (submit).
 */
import type { WizardStep } from '#web/components/ui/wizard.tsx';
import {
  ONBOARDING_STEP_IDS,
  PIPELINE_REQUEST_PROVIDER,
  type JusticeStatus,
  type OnboardingStepId,
} from '@fairchance/shared';
import {
  OFFENSE_PATHS,
  hasSexualOffense,
  isIssueOf,
  type ProfileFormInput,
  type ProfilePath,
} from '#web/features/client/components/profile-form/model.ts';

// The list lives in the shared package: an onboarding draft names one of these steps, and the API
// checks it (docs/decisions/025-onboarding-drafts.md).
export { ONBOARDING_STEP_IDS, type OnboardingStepId };

/** What the rules read: the form's values while they are being filled in. */
type Values = Partial<ProfileFormInput>;

const isIncarcerated = (values: Values) =>
  values.justiceStatus === ('currentlyIncarcerated' satisfies JusticeStatus);

/** Where Next leads from each step that does not simply go to the following one. */
const NEXT_RULES: Partial<Record<OnboardingStepId, (values: Values) => OnboardingStepId>> = {
  justiceStatus: (values) => (isIncarcerated(values) ? 'facility' : 'phone'),
  provider: (values) =>
    values.reentryServiceProvider === PIPELINE_REQUEST_PROVIDER ? 'pipeline' : 'strengths',
  languages: (values) =>
    values.justiceStatus === ('noOffense' satisfies JusticeStatus) ? 'workExperience' : 'offenses',
  offenses: (values) => (hasSexualOffense(values) ? 'registry' : 'timeServed'),
  timeServed: (values) => (isIncarcerated(values) ? 'stateOrFederal' : 'releasedAt'),
};

export const ONBOARDING_STEPS: WizardStep<ProfileFormInput>[] = ONBOARDING_STEP_IDS.map((id) => {
  const rule = NEXT_RULES[id];
  return rule ? { id, next: rule } : { id };
});

/** The next step after `stepId` for these values; null after the last one. */
export function nextOnboardingStep(
  stepId: OnboardingStepId,
  values: Values,
): OnboardingStepId | null {
  const rule = NEXT_RULES[stepId];
  if (rule) return rule(values);
  return ONBOARDING_STEP_IDS[ONBOARDING_STEP_IDS.indexOf(stepId) + 1] ?? null;
}

/**
 * The steps a person with these values goes through, in order: what the wizard follows and what
 * "Step n of N" counts, so the two always agree.
 */
export function onboardingPath(values: Values): OnboardingStepId[] {
  const path: OnboardingStepId[] = [];
  let step: OnboardingStepId | null = ONBOARDING_STEP_IDS[0];
  while (step) {
    path.push(step);
    step = nextOnboardingStep(step, values);
  }
  return path;
}

/** The fields each step fills in (and validates before Next). */
export const STEP_FIELDS: Record<OnboardingStepId, readonly ProfilePath[]> = {
  justiceStatus: ['justiceStatus'],
  facility: ['facility'],
  expectedRelease: ['expectedReleasedAt'],
  releaseCounty: ['releasedCounty'],
  phone: ['phone'],
  address: ['address', 'city', 'state', 'postalCode', 'county'],
  support: ['support'],
  provider: ['reentryServiceProvider', 'rspId'],
  pipeline: ['reentryPipeline'],
  strengths: ['personalStrengths'],
  skills: ['experience'],
  languages: ['languages'],
  offenses: OFFENSE_PATHS,
  registry: ['sexualOffenderRegistry'],
  sbn: ['sbn'],
  timeServed: ['timeServed'],
  releasedAt: ['releasedAt'],
  stateOrFederal: ['stateOrFederal'],
  workExperience: ['relativeExperience'],
  summary: ['personalSummary'],
  education: ['education'],
  licenses: ['license'],
  diversity: ['diversity'],
  referredBy: ['referredBy'],
};

/** The step that asks for the field at `path` ('relativeExperience.0.title' → workExperience). */
export function stepOfPath(path: string): OnboardingStepId | undefined {
  const parts = path.split('.');
  return ONBOARDING_STEP_IDS.find((id) => isIssueOf(parts, STEP_FIELDS[id]));
}
