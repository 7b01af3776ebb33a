import { useTranslation } from 'react-i18next';
import { Page } from '#web/components/layout/page.tsx';
import { JobConfirm } from '#web/features/employer/components/job-confirm.tsx';
import { useEmployerSession } from '#web/features/employer/hooks/use-employer-session.ts';

export function EmployerCreateJobConfirmPage() {
  const { t } = useTranslation();
  const { user } = useEmployerSession();
  return (
    <Page title={t('employer.createJobConfirm.title')}>
      <JobConfirm userId={user.id} />
    </Page>
  );
}
