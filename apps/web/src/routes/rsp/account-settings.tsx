import { useTranslation } from 'react-i18next';
import { Page } from '../../components/layout/page.tsx';

export function RspAccountSettingsPage() {
  const { t } = useTranslation();
  return <Page title={t('rsp.accountSettings.title')} />;
}
