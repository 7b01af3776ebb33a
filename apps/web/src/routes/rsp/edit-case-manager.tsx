import { useTranslation } from 'react-i18next';
import { Page } from '../../components/layout/page.tsx';

export function RspEditCaseManagerPage() {
  const { t } = useTranslation();
  return <Page title={t('rsp.editCaseManager.title')} />;
}
