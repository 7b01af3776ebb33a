import { useTranslation } from 'react-i18next';
import { Page } from '#web/components/layout/page.tsx';
import { EmployersConsole } from '#web/features/admin/components/employers-console.tsx';

/** docs/product.md#staff-console: Employers. */
export function AdminEmployersPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('admin.employers.title')} description={t('admin.employers.description')}>
      <EmployersConsole />
    </Page>
  );
}
