import type { OnboardingStepId } from './onboarding-steps.ts';

/** What the wizard shell gives the step it shows (one file per group of steps). */
export interface StepGroupProps<TStep extends OnboardingStepId> {
  stepId: TStep;
  /** A list step's entry form opened or closed (Next waits while one is open). */
  onEditingChange: (isEditing: boolean) => void;
  /** Why Next waits while an entry form is open; undefined otherwise. */
  finishEditing: string | undefined;
  /** Checks the whole profile and sends it (the last step). */
  submitProfile: () => Promise<void>;
}

/** The translation keys of the steps' titles and descriptions. */
export const STEPS_TEXT = 'client.createProfile.steps';
