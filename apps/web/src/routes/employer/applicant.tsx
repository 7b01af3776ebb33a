import { useTranslation } from 'react-i18next';
import { Page } from '../../components/layout/page.tsx';

export function EmployerApplicantPage() {
  const { t } = useTranslation();
  return <Page title={t('employer.applicant.title')} />;
}
