import { useTranslation } from 'react-i18next';
import { Page } from '../../components/layout/page.tsx';

export function SignupRspPage() {
  const { t } = useTranslation();
  return <Page title={t('auth.signupRsp.title')} />;
}
