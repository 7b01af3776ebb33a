import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { STAFF_ACTIONS, type AuditLogQuery, type StaffAction } from '@fairchance/shared';
import { Button } from '#web/components/ui/button.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import type { ListFilters } from '#web/features/admin/api/keys.ts';
import { useAuditLog } from '#web/features/admin/api/get-audit-log.ts';
import { formatWhen } from './format.ts';
import { ListStates } from './list-states.tsx';
import './admin.css';

type Filters = ListFilters<AuditLogQuery>;

/**
 * docs/product.md#staff-console: what staff did, newest first; filtered by action and period,
 * and by one staff member or one record from a row.
 */
export function AuditLogConsole() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<Filters>({});
  const [draft, setDraft] = useState<{ action: string; from: string; to: string }>({
    action: '',
    from: '',
    to: '',
  });
  const query = useAuditLog(filters);

  function apply(event: FormEvent) {
    event.preventDefault();
    setFilters((current) => ({
      ...(current.staffUserId ? { staffUserId: current.staffUserId } : {}),
      ...(current.targetId ? { targetId: current.targetId } : {}),
      ...(draft.action ? { action: draft.action as StaffAction } : {}),
      ...(draft.from ? { from: draft.from } : {}),
      ...(draft.to ? { to: draft.to } : {}),
    }));
  }

  function clear() {
    setDraft({ action: '', from: '', to: '' });
    setFilters({});
  }

  return (
    <>
      <form className="admin-toolbar" onSubmit={apply} aria-label={t('admin.auditLog.filters')}>
        <SelectField
          label={t('admin.auditLog.action')}
          placeholder={t('admin.auditLog.anyAction')}
          value={draft.action}
          options={STAFF_ACTIONS.map((value) => ({
            value,
            label: t(`admin.staffActions.${value}`),
          }))}
          onChange={(event) => setDraft({ ...draft, action: event.target.value })}
        />
        <TextField
          type="date"
          label={t('admin.auditLog.from')}
          value={draft.from}
          onChange={(event) => setDraft({ ...draft, from: event.target.value })}
        />
        <TextField
          type="date"
          label={t('admin.auditLog.to')}
          value={draft.to}
          onChange={(event) => setDraft({ ...draft, to: event.target.value })}
        />
        <Button type="submit" variant="secondary">
          {t('admin.auditLog.apply')}
        </Button>
        <Button type="button" variant="ghost" onClick={clear}>
          {t('admin.auditLog.clear')}
        </Button>
      </form>
      {(filters.staffUserId ?? filters.targetId) && (
        <p className="admin-muted" role="status">
          {filters.staffUserId ? t('admin.auditLog.onlyStaff') : t('admin.auditLog.onlyTarget')}
        </p>
      )}
      <ListStates
        query={query}
        emptyTitle={t('admin.auditLog.emptyTitle')}
        emptyBody={t('admin.auditLog.emptyBody')}
      >
        {(rows) => (
          <div className="data-table-scroll">
            <table className="data-table">
              <caption className="visually-hidden">{t('admin.auditLog.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('admin.auditLog.columns.when')}</th>
                  <th scope="col">{t('admin.auditLog.columns.who')}</th>
                  <th scope="col">{t('admin.auditLog.columns.action')}</th>
                  <th scope="col">{t('admin.auditLog.columns.target')}</th>
                  <th scope="col">{t('admin.auditLog.columns.reason')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id}>
                    <td>{formatWhen(row.createdAt)}</td>
                    <td>
                      {row.staff ? (
                        <Button
                          size="sm"
                          variant="ghost"
                          aria-label={t('admin.auditLog.byStaff', { name: row.staff.email })}
                          onClick={() => setFilters({ staffUserId: row.staff!.id })}
                        >
                          {row.staff.name || row.staff.email}
                        </Button>
                      ) : (
                        t('admin.auditLog.shell')
                      )}
                    </td>
                    <td>{t(`admin.staffActions.${row.action}`)}</td>
                    <td>
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={t('admin.auditLog.byTarget', {
                          name: row.targetLabel ?? row.targetId,
                        })}
                        onClick={() => setFilters({ targetId: row.targetId })}
                      >
                        {t(`admin.targetTypes.${row.targetType}`)}:{' '}
                        {row.targetLabel ?? row.targetId}
                      </Button>
                    </td>
                    <td>{row.reason}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </ListStates>
    </>
  );
}
