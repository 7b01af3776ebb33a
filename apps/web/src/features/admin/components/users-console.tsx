import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '@fairchance/shared';
import { Button } from '#web/components/ui/button.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { useApiErrorHandler } from '#web/hooks/use-api-error-handler.ts';
import { useActOnUser, type UserAction } from '#web/features/admin/api/act-on-user.ts';
import { useAdminUsers } from '#web/features/admin/api/get-admin-users.ts';
import { formatWhen } from './format.ts';
import { ListStates } from './list-states.tsx';
import { ReasonDialog } from './reason-dialog.tsx';
import { SearchForm } from './search-form.tsx';
import './admin.css';

/** The actions an account offers now. */
function actionsOf(user: AdminUser, selfId: string | undefined): UserAction[] {
  const actions: UserAction[] = [];
  if (user.id !== selfId) actions.push(user.disabledAt ? 'enable' : 'disable');
  if (user.isInvited) actions.push('resend-invitation');
  if (user.pendingEmail) actions.push('resend-verification');
  return actions;
}

/** docs/product.md#staff-console: find an account; disable, enable, resend its e-mails. */
export function UsersConsole({ selfId }: { selfId: string | undefined }) {
  const { t } = useTranslation();
  const toast = useToast();
  const handleApiError = useApiErrorHandler();
  const [q, setQ] = useState('');
  const query = useAdminUsers(q ? { q } : {});
  const act = useActOnUser();
  const [pending, setPending] = useState<{ user: AdminUser; action: UserAction } | null>(null);

  const nameOf = (user: AdminUser) => `${user.firstName} ${user.lastName}`.trim();

  async function run(reason: string) {
    if (!pending) return;
    try {
      await act.mutateAsync({ userId: pending.user.id, action: pending.action, reason });
    } catch (error) {
      handleApiError(error);
      throw error;
    }
    toast.success(t(`admin.users.done.${pending.action}`, { email: pending.user.email }));
    setPending(null);
  }

  return (
    <>
      <div className="admin-toolbar">
        <SearchForm label={t('admin.users.searchLabel')} onSearch={setQ} />
      </div>
      <ListStates
        query={query}
        emptyTitle={t('admin.users.emptyTitle')}
        emptyBody={t('admin.users.emptyBody')}
      >
        {(users) => (
          <div className="admin-table-scroll">
            <table className="admin-table">
              <caption className="visually-hidden">{t('admin.users.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('admin.users.columns.name')}</th>
                  <th scope="col">{t('admin.users.columns.email')}</th>
                  <th scope="col">{t('admin.users.columns.type')}</th>
                  <th scope="col">{t('admin.users.columns.since')}</th>
                  <th scope="col">{t('admin.users.columns.status')}</th>
                  <th scope="col">{t('admin.users.columns.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {users.map((user) => (
                  <tr key={user.id}>
                    <th scope="row">{nameOf(user)}</th>
                    <td>
                      {user.email}
                      {user.pendingEmail && (
                        <div className="admin-muted">
                          {t('admin.users.pendingEmail', { email: user.pendingEmail })}
                        </div>
                      )}
                    </td>
                    <td>{t(`admin.userTypes.${user.type}`)}</td>
                    <td>{formatWhen(user.createdAt)}</td>
                    <td>
                      {user.disabledAt
                        ? t('admin.users.status.disabled', { when: formatWhen(user.disabledAt) })
                        : user.isInvited
                          ? t('admin.users.status.invited')
                          : t('admin.users.status.active')}
                    </td>
                    <td>
                      <div className="admin-actions">
                        {actionsOf(user, selfId).map((action) => (
                          <Button
                            key={action}
                            size="sm"
                            variant={action === 'disable' ? 'danger' : 'secondary'}
                            aria-label={t(`admin.users.actionFor.${action}`, {
                              name: nameOf(user),
                            })}
                            onClick={() => setPending({ user, action })}
                          >
                            {t(`admin.users.actions.${action}`)}
                          </Button>
                        ))}
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </ListStates>
      {pending && (
        <ReasonDialog
          title={t(`admin.users.actionFor.${pending.action}`, { name: nameOf(pending.user) })}
          description={t(`admin.users.explain.${pending.action}`, { email: pending.user.email })}
          confirmLabel={t(`admin.users.actions.${pending.action}`)}
          isDanger={pending.action === 'disable'}
          onSubmit={run}
          onClose={() => setPending(null)}
        />
      )}
    </>
  );
}
