import { useTranslation } from 'react-i18next';
import { Page } from '../../components/layout/page.tsx';
import { JobConfirm } from '../../features/employer/components/job-confirm.tsx';
import { useEmployerSession } from '../../features/employer/hooks/use-employer-session.ts';

export function EmployerCreateJobConfirmPage() {
  const { t } = useTranslation();
  const { user } = useEmployerSession();
  return (
    <Page title={t('employer.createJobConfirm.title')}>
      <JobConfirm userId={user.id} />
    </Page>
  );
}
