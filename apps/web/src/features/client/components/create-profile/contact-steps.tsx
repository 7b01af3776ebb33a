/** Step 3: phone, address, support needs, the provider, and the pipeline request when asked for. */
import { useTranslation } from 'react-i18next';
import {
  AddressFields,
  PhoneField,
  PipelineField,
  ProviderField,
  SupportField,
} from '#web/features/client/components/profile-form/fields.tsx';
import { OrganizationField } from '#web/features/client/components/profile-form/organization-field.tsx';
import { ProfileStep } from './profile-step.tsx';
import { STEPS_TEXT as steps, type StepGroupProps } from './step-props.ts';

export const CONTACT_STEPS = ['phone', 'address', 'support', 'provider', 'pipeline'] as const;

export function ContactStep({ stepId: id }: StepGroupProps<(typeof CONTACT_STEPS)[number]>) {
  const { t } = useTranslation();
  switch (id) {
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
      // The thanks for the request waits until the profile is saved (onboarding-wizard.tsx).
      return (
        <ProfileStep
          stepId={id}
          title={t(`${steps}.pipeline.title`)}
          description={t(`${steps}.pipeline.description`)}
        >
          <PipelineField isLegendHidden />
        </ProfileStep>
      );
  }
}
