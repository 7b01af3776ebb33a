import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { useWizardContext } from '#web/components/ui/wizard.tsx';
import { useProfileForm } from '#web/features/client/components/profile-form/fields.tsx';
import {
  OnboardingFormSchema,
  type ProfileFieldName,
  type ProfileFormInput,
} from '#web/features/client/components/profile-form/model.ts';
import { useFieldsValidity } from '#web/features/client/components/profile-form/use-fields-validity.ts';
import { useOnboardingContext } from './onboarding-context.ts';
import { STEP_FIELDS, type OnboardingStepId } from './onboarding-steps.ts';
import { StepCounter } from './step-counter.tsx';
import '#web/features/client/components/client.css';

export interface ProfileStepProps {
  stepId: OnboardingStepId;
  title: string;
  description?: ReactNode;
  /** The step's fields, inside its form (Enter goes to the next step). */
  children?: ReactNode;
  /** A list editor, outside the step's form: its entry forms are forms of their own. */
  editor?: ReactNode;
  /** 'Next' by default (docs/validation.md#lengths-and-limits). */
  buttonLabel?: string;
  /** Keeps Next disabled for a reason outside the fields (an entry form is still open). */
  blockedReason?: string | undefined;
  /** Instead of going to the next step (the last step submits the profile). */
  onSubmit?: () => Promise<void>;
}

/**
 * One step of the onboarding wizard over the one profile form: Next stays disabled until the step's
 * own fields are valid (docs/web-app.md#forms-and-wizards), and pressing it checks them with
 * `trigger`, focusing the first error, before moving on.
 */
export function ProfileStep({
  stepId,
  title,
  description,
  children,
  editor,
  buttonLabel,
  blockedReason,
  onSubmit,
}: ProfileStepProps) {
  const { t } = useTranslation();
  const wizard = useWizardContext<ProfileFormInput>();
  const form = useProfileForm();
  const onboarding = useOnboardingContext();
  const fields = STEP_FIELDS[stepId];
  const isValid = useFieldsValidity(form.control, OnboardingFormSchema, fields);
  const [isSubmitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting || blockedReason) return;
    setSubmitting(true);
    try {
      const isStepValid = await form.trigger(fields as ProfileFieldName[], { shouldFocus: true });
      if (!isStepValid) return;
      if (onSubmit) {
        await onSubmit();
      } else {
        const values = form.getValues();
        // Saved as a draft on the way (not waited for: a failed save does not stop the person).
        onboarding?.onAdvance(stepId, values);
        await wizard.next(values);
      }
    } finally {
      setSubmitting(false);
    }
  }

  const formId = `step-${stepId}`;
  return (
    <div className="wizard-form profile-step">
      <StepCounter stepId={stepId} />
      <h2 className="wizard-form__title">{title}</h2>
      {description && <p className="wizard-form__description">{description}</p>}
      {editor && <div className="wizard-form__fields">{editor}</div>}
      <form id={formId} noValidate onSubmit={(event) => void submit(event)}>
        {children && <div className="wizard-form__fields">{children}</div>}
        {blockedReason && <p className="profile-step__blocked">{blockedReason}</p>}
        <div className="wizard-form__actions">
          {wizard.canGoBack && (
            <Button variant="secondary" onClick={wizard.previous} disabled={isSubmitting}>
              {t('common.back')}
            </Button>
          )}
          <Button
            type="submit"
            disabled={!isValid || Boolean(blockedReason)}
            isLoading={isSubmitting}
          >
            {buttonLabel ?? t('common.next')}
          </Button>
        </div>
      </form>
    </div>
  );
}
