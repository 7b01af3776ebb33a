import { useTranslation } from 'react-i18next';
import { Page } from '../../components/layout/page.tsx';

export function ClientJobPage() {
  const { t } = useTranslation();
  return <Page title={t('client.job.title')} />;
}
