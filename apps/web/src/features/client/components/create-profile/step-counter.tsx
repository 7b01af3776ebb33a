import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useProfileForm } from '#web/features/client/components/profile-form/fields.tsx';
import { onboardingPath, type OnboardingStepId } from './onboarding-steps.ts';

/**
 * "Step n of N": N counts the steps the answers so far lead through (onboardingPath, the same
 * function the wizard follows), so it changes when an answer opens or closes a branch.
 */
export function StepCounter({ stepId }: { stepId: OnboardingStepId }) {
  const { t } = useTranslation();
  const form = useProfileForm();
  // The answers that choose the branches (onboarding-steps.ts).
  const [justiceStatus, reentryServiceProvider, offenseSexual] = useWatch({
    control: form.control,
    name: ['justiceStatus', 'reentryServiceProvider', 'offenseSexual'],
  });
  const path = onboardingPath({ justiceStatus, reentryServiceProvider, offenseSexual });
  const index = path.indexOf(stepId);
  if (index < 0) return null;
  return (
    <p className="onboarding-step-counter">
      {t('client.createProfile.progress', { current: index + 1, total: path.length })}
    </p>
  );
}
