import { useTranslation } from 'react-i18next';
import { Page } from '#web/components/layout/page.tsx';
import { PageLoader } from '#web/components/ui/spinner.tsx';
import { useEmployer } from '#web/features/employer/api/get-employer.ts';
import { EditProfileForm } from '#web/features/employer/components/edit-profile-form.tsx';
import { useEmployerSession } from '#web/features/employer/hooks/use-employer-session.ts';

export function EmployerEditProfilePage() {
  const { t } = useTranslation();
  const { employer: embedded } = useEmployerSession();
  const { data: employer, isPending } = useEmployer(embedded.id);
  return (
    <Page
      title={t('employer.editProfile.title')}
      description={t('employer.editProfile.description')}
    >
      {/* The form starts from the freshest copy; the embedded one if the server cannot be asked. */}
      {isPending ? <PageLoader /> : <EditProfileForm employer={employer ?? embedded} />}
    </Page>
  );
}
