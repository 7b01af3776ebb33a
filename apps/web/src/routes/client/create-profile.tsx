import { useTranslation } from 'react-i18next';
import { Page } from '../../components/layout/page.tsx';

export function ClientCreateProfilePage() {
  const { t } = useTranslation();
  return <Page title={t('client.createProfile.title')} />;
}
