import { useTranslation } from 'react-i18next';
import { Page } from '../../components/layout/page.tsx';

export function LoginPage() {
  const { t } = useTranslation();
  return <Page title={t('auth.login.title')} />;
}
