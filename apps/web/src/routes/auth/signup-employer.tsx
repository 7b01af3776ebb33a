import { useTranslation } from 'react-i18next';
import { Page } from '../../components/layout/page.tsx';

export function SignupEmployerPage() {
  const { t } = useTranslation();
  return <Page title={t('auth.signupEmployer.title')} />;
}
