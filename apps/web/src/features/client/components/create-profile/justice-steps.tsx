/** Steps 1 and 2: the justice status, and where and when for someone currently incarcerated. */
import { useTranslation } from 'react-i18next';
import {
  ExpectedReleaseField,
  FacilityField,
  JusticeStatusField,
  ReleaseCountyField,
} from '#web/features/client/components/profile-form/fields.tsx';
import { ProfileStep } from './profile-step.tsx';
import { STEPS_TEXT as steps, type StepGroupProps } from './step-props.ts';

export const JUSTICE_STEPS = [
  'justiceStatus',
  'facility',
  'expectedRelease',
  'releaseCounty',
] as const;

export function JusticeStep({ stepId: id }: StepGroupProps<(typeof JUSTICE_STEPS)[number]>) {
  const { t } = useTranslation();
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
  }
}
