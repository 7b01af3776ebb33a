/**
 * Where the wizard resumes from a saved draft (docs/decisions/025-onboarding-drafts.md): its
 * answers back in the form, and the step, as long as every step before it is answered.
 */
import { formatPhone, readDraftAnswers, type ProfileDraft } from '@fairchance/shared';
import {
  OnboardingFormSchema,
  emptyProfileForm,
  isIssueOf,
  type ProfileFormInput,
} from '#web/features/client/components/profile-form/model.ts';
import { STEP_FIELDS, onboardingPath, type OnboardingStepId } from './onboarding-steps.ts';

/** The form's starting values: empty, with the draft's answers put in. */
export function draftFormValues(draft: ProfileDraft | null): ProfileFormInput {
  const empty = emptyProfileForm();
  if (!draft) return empty;
  const answers = readDraftAnswers(draft);
  return {
    ...empty,
    ...answers,
    // The draft keeps the digits; the field shows the mask.
    phone: answers.phone ? formatPhone(answers.phone) : empty.phone,
    diversity: { ...empty.diversity, ...answers.diversity },
  };
}

/**
 * The steps from the first to where the person resumes, in order. After a reload the step in the
 * address wins (the person may have gone back to an earlier step); otherwise the draft's step. Never
 * past the first step whose answers are still missing or wrong, so a lost answer is asked again.
 */
export function resumePath(
  values: ProfileFormInput,
  at: { addressStep: string | null; draftStep: OnboardingStepId | null },
): OnboardingStepId[] {
  const path = onboardingPath(values);
  const result = OnboardingFormSchema.safeParse(values);
  const issues = result.success ? [] : result.error.issues;
  const unfinished = path.findIndex((id) =>
    issues.some((issue) => isIssueOf(issue.path, STEP_FIELDS[id])),
  );
  const limit = unfinished === -1 ? path.length - 1 : unfinished;
  const allowed = (id: string | null) => {
    const index = path.indexOf(id as OnboardingStepId);
    return index >= 0 && index <= limit ? index : -1;
  };
  const fromAddress = allowed(at.addressStep);
  const fromDraft = at.draftStep ? Math.min(path.indexOf(at.draftStep), limit) : -1;
  const target = fromAddress >= 0 ? fromAddress : Math.max(fromDraft, 0);
  return path.slice(0, target + 1);
}
