/**
 * Step 6: work experience, personal summary, education, licenses, diversity, and referred by,
 * which submits the profile.
 */
import { useTranslation } from 'react-i18next';
import {
  DiversityFields,
  ReferredByField,
  SummaryField,
} from '#web/features/client/components/profile-form/fields.tsx';
import {
  EducationList,
  ExperienceList,
  LicenseList,
} from '#web/features/client/components/profile-form/lists.tsx';
import { ProfileStep } from './profile-step.tsx';
import { STEPS_TEXT as steps, type StepGroupProps } from './step-props.ts';

export const HISTORY_STEPS = [
  'workExperience',
  'summary',
  'education',
  'licenses',
  'diversity',
  'referredBy',
] as const;

export function HistoryStep({
  stepId: id,
  onEditingChange,
  finishEditing,
  submitProfile,
}: StepGroupProps<(typeof HISTORY_STEPS)[number]>) {
  const { t } = useTranslation();
  switch (id) {
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
