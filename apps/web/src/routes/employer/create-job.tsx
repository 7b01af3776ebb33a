import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '#web/components/layout/page.tsx';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { paths } from '#web/config/paths.ts';
import { useEmployer } from '#web/features/employer/api/get-employer.ts';
import { JobWizard } from '#web/features/employer/components/job-wizard.tsx';
import { QuotaModal, QuotaNotice } from '#web/features/employer/components/quota-modal.tsx';
import { useEmployerSession } from '#web/features/employer/hooks/use-employer-session.ts';

export function EmployerCreateJobPage() {
  const { t } = useTranslation();
  const { user, employer: embedded } = useEmployerSession();
  const { data: employer = embedded } = useEmployer(embedded.id, embedded);
  return (
    <Page title={t('employer.createJob.title')} description={t('employer.createJob.description')}>
      {employer.availableJobsCount > 0 ? <JobWizard userId={user.id} /> : <OutOfJobPosts />}
    </Page>
  );
}

/**
 * 'Post a Job' with no free job posts left (docs/roles-and-permissions.md): the quota modal opens
 * at once, from the navigation as from the dashboard; the page under it says the same.
 */
function OutOfJobPosts() {
  const { t } = useTranslation();
  const [isQuotaOpen, setIsQuotaOpen] = useState(true);
  return (
    <>
      <EmptyState
        title={t('employer.quota.jobs.title')}
        description={<QuotaNotice kind="jobs" />}
        action={
          <ButtonLink to={paths.employer.dashboard} variant="secondary">
            {t('employer.backToDashboard')}
          </ButtonLink>
        }
      />
      <QuotaModal kind="jobs" isOpen={isQuotaOpen} onClose={() => setIsQuotaOpen(false)} />
    </>
  );
}
