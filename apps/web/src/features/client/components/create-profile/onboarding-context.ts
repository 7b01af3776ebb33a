import { createContext, use } from 'react';
import type { ProfileFormInput } from '#web/features/client/components/profile-form/model.ts';
import type { OnboardingStepId } from './onboarding-steps.ts';

export interface OnboardingContextValue {
  /** A step's Next passed its checks: the wizard saves the draft before moving on. */
  onAdvance: (from: OnboardingStepId, values: ProfileFormInput) => void;
}

export const OnboardingContext = createContext<OnboardingContextValue | null>(null);

export function useOnboardingContext(): OnboardingContextValue | null {
  return use(OnboardingContext);
}
