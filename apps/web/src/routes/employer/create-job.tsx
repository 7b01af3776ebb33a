import { useTranslation } from 'react-i18next';
import { Page } from '../../components/layout/page.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { paths } from '../../config/paths.ts';
import { useEmployer } from '../../features/employer/api/employer-profile.ts';
import { JobWizard } from '../../features/employer/components/job-wizard.tsx';
import { QuotaNotice } from '../../features/employer/components/quota-modal.tsx';
import { useEmployerSession } from '../../features/employer/hooks/use-employer-session.ts';

export function EmployerCreateJobPage() {
  const { t } = useTranslation();
  const { user, employer: embedded } = useEmployerSession();
  const { data: employer = embedded } = useEmployer(embedded.id, embedded);
  return (
    <Page title={t('employer.createJob.title')} description={t('employer.createJob.description')}>
      {employer.availableJobsCount > 0 ? (
        <JobWizard userId={user.id} />
      ) : (
        <EmptyState
          title={t('employer.quota.jobs.title')}
          description={<QuotaNotice kind="jobs" />}
          action={
            <ButtonLink to={paths.employer.dashboard} variant="secondary">
              {t('employer.backToDashboard')}
            </ButtonLink>
          }
        />
      )}
    </Page>
  );
}
