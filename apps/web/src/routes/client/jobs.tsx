import { useTranslation } from 'react-i18next';
import { Page } from '../../components/layout/page.tsx';

export function ClientJobsPage() {
  const { t } = useTranslation();
  return <Page title={t('client.jobs.title')} />;
}
