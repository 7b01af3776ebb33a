import { useTranslation } from 'react-i18next';
import { Page } from '../../components/layout/page.tsx';

export function EmployerCreateProfileConfirmPage() {
  const { t } = useTranslation();
  return <Page title={t('employer.createProfileConfirm.title')} />;
}
