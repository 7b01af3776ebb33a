import { useTranslation } from 'react-i18next';
import { Page } from '../../components/layout/page.tsx';

export function EmployerCreateJobPage() {
  const { t } = useTranslation();
  return <Page title={t('employer.createJob.title')} />;
}
