import { useTranslation } from 'react-i18next';
import { Page } from '../../components/layout/page.tsx';

export function RspCaseManagersPage() {
  const { t } = useTranslation();
  return <Page title={t('rsp.caseManagers.title')} />;
}
