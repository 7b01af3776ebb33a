import { useTranslation } from 'react-i18next';
import { Page } from '#web/components/layout/page.tsx';
import { NumbersConsole } from '#web/features/admin/components/numbers-console.tsx';

/** docs/product.md#staff-console: Numbers. */
export function AdminNumbersPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('admin.numbers.title')} description={t('admin.numbers.description')}>
      <NumbersConsole />
    </Page>
  );
}
