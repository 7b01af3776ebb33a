import { useTranslation } from 'react-i18next';
import { Page } from '#web/components/layout/page.tsx';
import { JobsList } from '#web/features/client/components/jobs-list.tsx';

export function ClientJobsPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('client.jobs.title')} description={t('client.jobs.description')}>
      <JobsList />
    </Page>
  );
}
