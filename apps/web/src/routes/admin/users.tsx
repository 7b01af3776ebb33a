import { useTranslation } from 'react-i18next';
import { Page } from '#web/components/layout/page.tsx';
import { UsersConsole } from '#web/features/admin/components/users-console.tsx';
import { useAuth } from '#web/lib/auth/session.tsx';

/** docs/product.md#staff-console: Users. */
export function AdminUsersPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  return (
    <Page title={t('admin.users.title')} description={t('admin.users.description')}>
      <UsersConsole selfId={user?.id} />
    </Page>
  );
}
