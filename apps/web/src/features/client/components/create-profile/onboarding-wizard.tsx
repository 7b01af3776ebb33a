import { useEffect, useRef, useState } from 'react';
import { FormProvider, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PIPELINE_REQUEST_PROVIDER, type ProfileDraft } from '@fairchance/shared';
import { Button } from '#web/components/ui/button.tsx';
import { LeaveConfirm } from '#web/components/ui/leave-confirm.tsx';
import { useLeaveGuard } from '#web/hooks/use-leave-guard.ts';
import { PageLoader } from '#web/components/ui/spinner.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { useWizard, Wizard } from '#web/components/ui/wizard.tsx';
import { paths } from '#web/config/paths.ts';
import { useApiErrorHandler } from '#web/hooks/use-api-error-handler.ts';
import { isApiError } from '#web/lib/api/errors.ts';
import { currentUserQueryKey, useAuth } from '#web/lib/auth/session.tsx';
import { useCreateClientProfile } from '#web/features/client/api/create-client-profile.ts';
import { useProfileDraft } from '#web/features/client/api/get-profile-draft.ts';
import {
  OnboardingFormSchema,
  type ProfileFieldName,
  type ProfileFormInput,
  type ProfileFormValues,
} from '#web/features/client/components/profile-form/model.ts';
import { ABOUT_STEPS, AboutStep } from './about-steps.tsx';
import { CONTACT_STEPS, ContactStep } from './contact-steps.tsx';
import { HISTORY_STEPS, HistoryStep } from './history-steps.tsx';
import { JUSTICE_STEPS, JusticeStep } from './justice-steps.tsx';
import { OFFENSE_STEPS, OffenseStep } from './offense-steps.tsx';
import { OnboardingContext } from './onboarding-context.ts';
import {
  ONBOARDING_STEP_IDS,
  ONBOARDING_STEPS,
  STEP_FIELDS,
  nextOnboardingStep,
  stepOfPath,
  type OnboardingStepId,
} from './onboarding-steps.ts';
import { draftFormValues, resumePath } from './resume.ts';
import type { StepGroupProps } from './step-props.ts';
import { snapshotOf, useDraftSaver } from './use-draft-saver.ts';
import './onboarding.css';

/**
 * The client onboarding wizard (docs/product.md "Client onboarding"). It first loads the draft
 * saved on the server (docs/decisions/025-onboarding-drafts.md), then resumes from it.
 */
export function OnboardingWizard() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const draft = useProfileDraft(user?.id ?? '');
  if (!user) return null;
  if (draft.isPending) return <PageLoader label={t('client.createProfile.draft.loading')} />;
  if (draft.isError) {
    return (
      <div role="alert" className="onboarding-load-error">
        <p>{t('client.createProfile.draft.loadFailed')}</p>
        <Button onClick={() => void draft.refetch()}>
          {t('client.createProfile.draft.retry')}
        </Button>
      </div>
    );
  }
  return <OnboardingForm userId={user.id} draft={draft.data} />;
}

/** Is `id` one of `group`'s steps? */
function isIn<T extends OnboardingStepId>(group: readonly T[], id: OnboardingStepId): id is T {
  return (group as readonly OnboardingStepId[]).includes(id);
}

/** The step the shell shows, from the file of its group. */
function OnboardingStep({ stepId, ...props }: StepGroupProps<OnboardingStepId>) {
  if (isIn(JUSTICE_STEPS, stepId)) return <JusticeStep {...props} stepId={stepId} />;
  if (isIn(CONTACT_STEPS, stepId)) return <ContactStep {...props} stepId={stepId} />;
  if (isIn(ABOUT_STEPS, stepId)) return <AboutStep {...props} stepId={stepId} />;
  if (isIn(OFFENSE_STEPS, stepId)) return <OffenseStep {...props} stepId={stepId} />;
  if (isIn(HISTORY_STEPS, stepId)) return <HistoryStep {...props} stepId={stepId} />;
  return null;
}

/**
 * One profile form kept across the steps, each step validated on its own; the step is in the URL,
 * so the browser's back button steps back. Each Next saves the draft; the profile is created once,
 * on the last step.
 */
function OnboardingForm({ userId, draft }: { userId: string; draft: ProfileDraft | null }) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const createProfile = useCreateClientProfile();
  const handleApiError = useApiErrorHandler();
  const [initialValues] = useState(() => draftFormValues(draft));
  const form = useForm<ProfileFormInput, unknown, ProfileFormValues>({
    resolver: zodResolver(OnboardingFormSchema),
    mode: 'onTouched',
    defaultValues: initialValues,
  });
  const wizard = useWizard<ProfileFormInput>({ steps: ONBOARDING_STEPS, initialValues });
  // Which step has an entry form open (a list step's Next waits until it is saved or closed).
  const [editingStep, setEditingStep] = useState<string | null>(null);
  const stepId = wizard.stepId as OnboardingStepId;
  const isEditingEntry = editingStep === stepId;

  const drafts = useDraftSaver(userId, initialValues);
  const values = useWatch({ control: form.control });
  const hasUnsavedInput = editingStep !== null || snapshotOf(values) !== drafts.savedSnapshot;
  const leave = useLeaveGuard(hasUnsavedInput);

  // Resuming: the steps to walk through from the first one, so that the history (and Back) holds
  // them too. Null once the wizard is where it resumes.
  const [resumeSteps, setResumeSteps] = useState<OnboardingStepId[] | null>(() => {
    const steps = resumePath(initialValues, {
      addressStep: searchParams.get('step'),
      draftStep: draft?.step ?? null,
    });
    const target = steps[steps.length - 1];
    const isThere = target === stepId && wizard.history.length === steps.length;
    return isThere ? null : steps;
  });
  // Arrived: the wizard shows the step from now on (state adjusted while rendering, as React's
  // docs do for information from earlier renders).
  if (resumeSteps && stepId === resumeSteps[resumeSteps.length - 1]) setResumeSteps(null);
  const requested = useRef<string | null>(null);
  useEffect(() => {
    if (!resumeSteps) return;
    const at = resumeSteps.indexOf(stepId);
    const target = at < 0 ? null : (resumeSteps[at + 1] ?? null);
    if (at >= 0 && !target) return;
    // Each step once, even when an effect runs twice (React's strict mode).
    const key = `${stepId}>${target ?? 'first'}`;
    if (requested.current === key) return;
    requested.current = key;
    if (target) wizard.goto(target);
    else wizard.reset();
  }, [resumeSteps, stepId, wizard]);

  function onEditingChange(isEditing: boolean) {
    setEditingStep(isEditing ? stepId : null);
  }

  function onAdvance(from: OnboardingStepId, current: ProfileFormInput) {
    const to = nextOnboardingStep(from, current);
    if (to) drafts.save(to, current);
  }

  /** After a failed check of the whole profile, show the first step with a problem. */
  function goToFirstError(errors: FieldErrors<ProfileFormInput>) {
    const names = Object.keys(errors);
    const step = ONBOARDING_STEP_IDS.find((id) =>
      STEP_FIELDS[id].some((field) => names.includes(field.split('.')[0] ?? field)),
    );
    if (step && step !== stepId) wizard.goto(step);
  }

  async function save(profile: ProfileFormValues) {
    // Saving the profile sends the person to the dashboard: nothing is left to lose.
    leave.release(true);
    try {
      await createProfile.mutateAsync(profile);
    } catch (error) {
      if (isApiError(error) && error.code === 'ResourceConflict') {
        // Already created (another tab, a double submit): the guard sends the person home.
        toast.info(error.rawMessage);
        await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
        return;
      }
      leave.release(false);
      if (isApiError(error) && error.details.length > 0) {
        for (const detail of error.details) {
          form.setError(detail.path as ProfileFieldName, {
            type: 'server',
            message: detail.message,
          });
        }
        const step = stepOfPath(error.details[0]?.path ?? '');
        if (step && step !== stepId) wizard.goto(step);
        return;
      }
      handleApiError(error);
      return;
    }
    // The guard of the client area reads the profile from the current user: saving it updated
    // that first (useCreateClientProfile). The thanks for a pipeline request come only now that
    // it was really sent.
    const added = t('client.createProfile.added');
    toast.success(
      profile.reentryServiceProvider === PIPELINE_REQUEST_PROVIDER
        ? `${added} ${t('client.createProfile.pipelineThanks')}`
        : added,
    );
    // The dashboard (docs/product.md), spelled as the guard spells it: saving the profile makes the
    // create-profile guard send the person there too, and both must agree.
    await navigate(paths.client.dashboard, { replace: true });
    void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
  }

  const submitProfile = () => form.handleSubmit(save, goToFirstError)();
  const finishEditing = isEditingEntry ? t('client.lists.finishEditing') : undefined;

  if (resumeSteps) return <PageLoader label={t('client.createProfile.draft.loading')} />;

  return (
    <OnboardingContext value={{ onAdvance }}>
      <FormProvider {...form}>
        {drafts.hasFailed && (
          <p role="status" className="onboarding-save-notice">
            {t('client.createProfile.draft.saveFailed')}
          </p>
        )}
        <Wizard wizard={wizard}>
          <OnboardingStep
            stepId={stepId}
            onEditingChange={onEditingChange}
            finishEditing={finishEditing}
            submitProfile={submitProfile}
          />
        </Wizard>
      </FormProvider>
      <LeaveConfirm blocker={leave.blocker} message={t('client.createProfile.leave.message')} />
    </OnboardingContext>
  );
}
