import { useState } from 'react';
import { FormProvider, useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useToast } from '#web/components/ui/toast.tsx';
import { useWizard, Wizard } from '#web/components/ui/wizard.tsx';
import { paths } from '#web/config/paths.ts';
import { useApiErrorHandler } from '#web/hooks/use-api-error-handler.ts';
import { isApiError } from '#web/lib/api/errors.ts';
import { currentUserQueryKey } from '#web/lib/auth/session.tsx';
import { useCreateClientProfile } from '#web/features/client/api/create-client-profile.ts';
import {
  AddressFields,
  DiversityFields,
  ExpectedReleaseField,
  FacilityField,
  JusticeRadioField,
  JusticeStatusField,
  PhoneField,
  PipelineField,
  ProviderField,
  ReferredByField,
  ReleaseCountyField,
  SkillsField,
  StrengthsField,
  SummaryField,
  SupportField,
} from '#web/features/client/components/profile-form/fields.tsx';
import { OrganizationField } from '#web/features/client/components/profile-form/organization-field.tsx';
import {
  EducationList,
  ExperienceList,
  LanguageList,
  LicenseList,
} from '#web/features/client/components/profile-form/lists.tsx';
import {
  OnboardingFormSchema,
  emptyProfileForm,
  type ProfileFieldName,
  type ProfileFormInput,
  type ProfileFormValues,
} from '#web/features/client/components/profile-form/model.ts';
import { OffenseCategoriesField } from '#web/features/client/components/profile-form/offense-fields.tsx';
import {
  ONBOARDING_STEP_IDS,
  ONBOARDING_STEPS,
  STEP_FIELDS,
  stepOfPath,
  type OnboardingStepId,
} from './onboarding-steps.ts';
import { ProfileStep } from './profile-step.tsx';

/**
 * The client onboarding wizard (docs/product.md "Client onboarding"): one profile form kept across
 * the steps, each step validated on its own; the step is in the URL, so the browser's back button
 * steps back. The profile is saved once, on the last step.
 */
export function OnboardingWizard() {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const createProfile = useCreateClientProfile();
  const handleApiError = useApiErrorHandler();
  const [initialValues] = useState(emptyProfileForm);
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

  // Answers live in memory only (the offense history is never written to the device). A reload
  // on a later step has lost them, so the wizard starts again from the first question.
  if (wizard.stepIndex !== 0 && !form.getValues('justiceStatus')) {
    return <Navigate to={{ pathname: location.pathname, search: '' }} replace />;
  }

  function onEditingChange(isEditing: boolean) {
    setEditingStep(isEditing ? stepId : null);
  }

  /** After a failed check of the whole profile, show the first step with a problem. */
  function goToFirstError(errors: FieldErrors<ProfileFormInput>) {
    const names = Object.keys(errors);
    const step = ONBOARDING_STEP_IDS.find((id) =>
      STEP_FIELDS[id].some((field) => names.includes(field.split('.')[0] ?? field)),
    );
    if (step && step !== stepId) wizard.goto(step);
  }

  async function save(values: ProfileFormValues) {
    try {
      await createProfile.mutateAsync(values);
    } catch (error) {
      if (isApiError(error) && error.code === 'ResourceConflict') {
        // Already created (another tab, a double submit): the guard sends the person home.
        toast.info(error.rawMessage);
        await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
        return;
      }
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
    // that first (useCreateClientProfile).
    toast.success(t('client.createProfile.added'));
    // The dashboard (docs/product.md), spelled as the guard spells it: saving the profile makes the
    // create-profile guard send the person there too, and both must agree.
    await navigate(paths.client.dashboard, { replace: true });
    void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
  }

  const submitProfile = () => form.handleSubmit(save, goToFirstError)();
  const finishEditing = isEditingEntry ? t('client.lists.finishEditing') : undefined;
  const steps = 'client.createProfile.steps';

  function renderStep(id: OnboardingStepId) {
    switch (id) {
      case 'justiceStatus':
        return (
          <ProfileStep
            stepId={id}
            title={t(`${steps}.justiceStatus.title`)}
            description={`${t(`${steps}.justiceStatus.description`)} ${t('client.createProfile.private')}`}
          >
            <JusticeStatusField isLegendHidden />
          </ProfileStep>
        );
      case 'facility':
        return (
          <ProfileStep stepId={id} title={t(`${steps}.facility.title`)}>
            <FacilityField />
          </ProfileStep>
        );
      case 'expectedRelease':
        return (
          <ProfileStep
            stepId={id}
            title={t(`${steps}.expectedRelease.title`)}
            description={t(`${steps}.expectedRelease.description`)}
          >
            <ExpectedReleaseField />
          </ProfileStep>
        );
      case 'releaseCounty':
        return (
          <ProfileStep
            stepId={id}
            title={t(`${steps}.releaseCounty.title`)}
            description={t(`${steps}.releaseCounty.description`)}
          >
            <ReleaseCountyField />
          </ProfileStep>
        );
      case 'phone':
        return (
          <ProfileStep
            stepId={id}
            title={t(`${steps}.phone.title`)}
            description={t(`${steps}.phone.description`)}
          >
            <PhoneField />
          </ProfileStep>
        );
      case 'address':
        return (
          <ProfileStep
            stepId={id}
            title={t(`${steps}.address.title`)}
            description={t(`${steps}.address.description`)}
          >
            <AddressFields />
          </ProfileStep>
        );
      case 'support':
        return (
          <ProfileStep
            stepId={id}
            title={t(`${steps}.support.title`)}
            description={`${t(`${steps}.support.description`)} ${t('client.createProfile.private')}`}
          >
            <SupportField />
          </ProfileStep>
        );
      case 'provider':
        return (
          <ProfileStep
            stepId={id}
            title={t(`${steps}.provider.title`)}
            description={t(`${steps}.provider.description`)}
          >
            <ProviderField isLegendHidden />
            <OrganizationField />
          </ProfileStep>
        );
      case 'pipeline':
        return (
          <ProfileStep
            stepId={id}
            title={t(`${steps}.pipeline.title`)}
            description={t(`${steps}.pipeline.description`)}
            onNext={() => toast.success(t('client.createProfile.pipelineThanks'))}
          >
            <PipelineField isLegendHidden />
          </ProfileStep>
        );
      case 'strengths':
        return (
          <ProfileStep
            stepId={id}
            title={t(`${steps}.strengths.title`)}
            description={t(`${steps}.strengths.description`)}
          >
            <StrengthsField />
          </ProfileStep>
        );
      case 'skills':
        return (
          <ProfileStep
            stepId={id}
            title={t(`${steps}.skills.title`)}
            description={t(`${steps}.skills.description`)}
          >
            <SkillsField />
          </ProfileStep>
        );
      case 'languages':
        return (
          <ProfileStep
            stepId={id}
            title={t(`${steps}.languages.title`)}
            description={t(`${steps}.languages.description`)}
            editor={<LanguageList onEditingChange={onEditingChange} />}
            blockedReason={finishEditing}
          />
        );
      case 'offenses':
        return (
          <ProfileStep
            stepId={id}
            title={t(`${steps}.offenses.title`)}
            description={t(`${steps}.offenses.description`)}
            buttonLabel={t('common.saveAndNext')}
          >
            <OffenseCategoriesField />
          </ProfileStep>
        );
      case 'registry':
        return (
          <ProfileStep
            stepId={id}
            title={t(`${steps}.registry.title`)}
            description={t('client.createProfile.private')}
          >
            <JusticeRadioField name="sexualOffenderRegistry" isLegendHidden />
          </ProfileStep>
        );
      case 'sbn':
        return (
          <ProfileStep
            stepId={id}
            title={t(`${steps}.sbn.title`)}
            description={t('client.createProfile.private')}
          >
            <JusticeRadioField name="sbn" isLegendHidden />
          </ProfileStep>
        );
      case 'timeServed':
        return (
          <ProfileStep stepId={id} title={t(`${steps}.timeServed.title`)}>
            <JusticeRadioField name="timeServed" isLegendHidden />
          </ProfileStep>
        );
      case 'releasedAt':
        return (
          <ProfileStep stepId={id} title={t(`${steps}.releasedAt.title`)}>
            <JusticeRadioField name="releasedAt" isLegendHidden />
          </ProfileStep>
        );
      case 'stateOrFederal':
        return (
          <ProfileStep stepId={id} title={t(`${steps}.stateOrFederal.title`)}>
            <JusticeRadioField name="stateOrFederal" isLegendHidden />
          </ProfileStep>
        );
      case 'workExperience':
        return (
          <ProfileStep
            stepId={id}
            title={t(`${steps}.workExperience.title`)}
            description={t(`${steps}.workExperience.description`)}
            editor={<ExperienceList onEditingChange={onEditingChange} />}
            blockedReason={finishEditing}
          />
        );
      case 'summary':
        return (
          <ProfileStep
            stepId={id}
            title={t(`${steps}.summary.title`)}
            description={t(`${steps}.summary.description`)}
          >
            <SummaryField />
          </ProfileStep>
        );
      case 'education':
        return (
          <ProfileStep
            stepId={id}
            title={t(`${steps}.education.title`)}
            description={t(`${steps}.education.description`)}
            editor={<EducationList onEditingChange={onEditingChange} />}
            blockedReason={finishEditing}
          />
        );
      case 'licenses':
        return (
          <ProfileStep
            stepId={id}
            title={t(`${steps}.licenses.title`)}
            description={t(`${steps}.licenses.description`)}
            editor={<LicenseList onEditingChange={onEditingChange} />}
            blockedReason={finishEditing}
          />
        );
      case 'diversity':
        return (
          <ProfileStep
            stepId={id}
            title={t(`${steps}.diversity.title`)}
            description={t(`${steps}.diversity.description`)}
          >
            <DiversityFields />
          </ProfileStep>
        );
      case 'referredBy':
        return (
          <ProfileStep
            stepId={id}
            title={t(`${steps}.referredBy.title`)}
            buttonLabel={t('client.createProfile.submit')}
            onSubmit={submitProfile}
          >
            <ReferredByField />
          </ProfileStep>
        );
    }
  }

  return (
    <FormProvider {...form}>
      <Wizard wizard={wizard}>{renderStep(stepId)}</Wizard>
    </FormProvider>
  );
}
