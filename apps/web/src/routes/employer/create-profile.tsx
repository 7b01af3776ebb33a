import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '#web/components/layout/page.tsx';
import { paths } from '#web/config/paths.ts';
import { useAuth } from '#web/lib/auth/session.tsx';
import { ProfileWizard } from '#web/features/employer/components/profile-wizard.tsx';

export function EmployerCreateProfilePage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  // The guard lets this screen through either way; a company that has its profile goes home.
  if (!user || user.employer) return <Navigate to={paths.employer.dashboard} replace />;
  return (
    <Page
      title={t('employer.createProfile.title')}
      description={t('employer.createProfile.description')}
    >
      <ProfileWizard userId={user.id} />
    </Page>
  );
}
