import { useTranslation } from 'react-i18next';
import { Page } from '#web/components/layout/page.tsx';
import { AuditLogConsole } from '#web/features/admin/components/audit-log-console.tsx';

/** docs/product.md#staff-console: the audit log. */
export function AdminAuditLogPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('admin.auditLog.title')} description={t('admin.auditLog.description')}>
      <AuditLogConsole />
    </Page>
  );
}
