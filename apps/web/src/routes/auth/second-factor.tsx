import { useTranslation } from 'react-i18next';
import { Page } from '#web/components/layout/page.tsx';
import { SecondFactorStep } from '#web/features/admin/index.ts';

/** A staff sign-in's second step (decision 035). */
export function SecondFactorPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('admin.secondFactor.title')} description={t('admin.secondFactor.description')}>
      <SecondFactorStep />
    </Page>
  );
}
