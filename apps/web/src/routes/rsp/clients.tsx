import { useTranslation } from 'react-i18next';
import { Page } from '../../components/layout/page.tsx';

export function RspClientsPage() {
  const { t } = useTranslation();
  return <Page title={t('rsp.clients.title')} />;
}
