import { useTranslation } from 'react-i18next';
import { Page } from '../../components/layout/page.tsx';

export function ClientDashboardPage() {
  const { t } = useTranslation();
  return <Page title={t('client.dashboard.title')} />;
}
