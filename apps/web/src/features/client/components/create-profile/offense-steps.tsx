/**
 * Step 5, for someone with a record: offense categories, the registry and SBN after a sexual
 * offense, time served, released-at (not while incarcerated), state or federal.
 */
import { useTranslation } from 'react-i18next';
import { JusticeRadioField } from '#web/features/client/components/profile-form/fields.tsx';
import { OffenseCategoriesField } from '#web/features/client/components/profile-form/offense-fields.tsx';
import { ProfileStep } from './profile-step.tsx';
import { STEPS_TEXT as steps, type StepGroupProps } from './step-props.ts';

export const OFFENSE_STEPS = [
  'offenses',
  'registry',
  'sbn',
  'timeServed',
  'releasedAt',
  'stateOrFederal',
] as const;

export function OffenseStep({ stepId: id }: StepGroupProps<(typeof OFFENSE_STEPS)[number]>) {
  const { t } = useTranslation();
  switch (id) {
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
  }
}
