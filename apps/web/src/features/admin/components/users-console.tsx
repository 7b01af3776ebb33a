import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '@fairchance/shared';
import { Button } from '#web/components/ui/button.tsx';
import { useActOnUser, type UserAction } from '#web/features/admin/api/act-on-user.ts';
import { useAdminUsers } from '#web/features/admin/api/get-admin-users.ts';
import { ConsoleTable } from './console-table.tsx';
import { formatWhen } from './format.ts';
import { ListStates } from './list-states.tsx';
import { ReasonDialog } from './reason-dialog.tsx';
import { SearchForm } from './search-form.tsx';
import { useActionWithReason } from './use-action-with-reason.ts';
import './admin.css';

/** The actions an account offers now. */
function actionsOf(user: AdminUser, selfId: string | undefined): UserAction[] {
  const actions: UserAction[] = [];
  if (user.id !== selfId) actions.push(user.disabledAt ? 'enable' : 'disable');
  if (user.isInvited) actions.push('resend-invitation');
  if (user.pendingEmail) actions.push('resend-verification');
  return actions;
}

const COLUMNS = ['name', 'email', 'type', 'since', 'status', 'actions'] as const;

/** docs/product.md#staff-console: find an account; disable, enable, resend its e-mails. */
export function UsersConsole({ selfId }: { selfId: string | undefined }) {
  const { t } = useTranslation();
  const [q, setQ] = useState('');
  const query = useAdminUsers(q ? { q } : {});
  const act = useActOnUser();
  const action = useActionWithReason<{ user: AdminUser; action: UserAction }>({
    perform: ({ user, action }, reason) => act.mutateAsync({ userId: user.id, action, reason }),
    done: ({ user, action }) => t(`admin.users.done.${action}`, { email: user.email }),
  });
  const { pending } = action;

  const nameOf = (user: AdminUser) => `${user.firstName} ${user.lastName}`.trim();

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
          <ConsoleTable
            caption={t('admin.users.caption')}
            columns={COLUMNS.map((column) => ({ label: t(`admin.users.columns.${column}`) }))}
          >
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
                    {actionsOf(user, selfId).map((kind) => (
                      <Button
                        key={kind}
                        size="sm"
                        variant={kind === 'disable' ? 'danger' : 'secondary'}
                        aria-label={t(`admin.users.actionFor.${kind}`, { name: nameOf(user) })}
                        onClick={() => action.ask({ user, action: kind })}
                      >
                        {t(`admin.users.actions.${kind}`)}
                      </Button>
                    ))}
                  </div>
                </td>
              </tr>
            ))}
          </ConsoleTable>
        )}
      </ListStates>
      {pending && (
        <ReasonDialog
          title={t(`admin.users.actionFor.${pending.action}`, { name: nameOf(pending.user) })}
          description={t(`admin.users.explain.${pending.action}`, { email: pending.user.email })}
          confirmLabel={t(`admin.users.actions.${pending.action}`)}
          isDanger={pending.action === 'disable'}
          onSubmit={action.submit}
          onClose={action.close}
        />
      )}
    </>
  );
}
