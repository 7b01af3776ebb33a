import { useTranslation } from 'react-i18next';
import { Page } from '#web/components/layout/page.tsx';
import { OnboardingWizard } from '#web/features/client/components/create-profile/onboarding-wizard.tsx';

export function ClientCreateProfilePage() {
  const { t } = useTranslation();
  return (
    <Page
      title={t('client.createProfile.title')}
      description={t('client.createProfile.description')}
    >
      <OnboardingWizard />
    </Page>
  );
}
