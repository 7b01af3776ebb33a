import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPhone, type CaseManager } from '@fairchance/shared';
import { ConfirmModal } from '#web/components/ui/modal.tsx';
import { Menu } from '#web/components/ui/menu.tsx';
import { paths } from '#web/config/paths.ts';
import { nameOf } from '#web/features/rsp/lib/format.ts';

export interface CaseManagersTableProps {
  caseManagers: readonly CaseManager[];
  /** Deletes after the confirmation; resolves when the row may go, rejects to keep it. */
  onDelete: (caseManager: CaseManager) => Promise<void>;
}

/**
 * docs/product.md: name, email, phone and case load (0 when missing), each row with a menu: Edit
 * leads to the edit form, Delete asks 'Are you sure you want to delete Case Manager?' first.
 */
export function CaseManagersTable({ caseManagers, onDelete }: CaseManagersTableProps) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<CaseManager | null>(null);
  const [isDeleting, setIsDeleting] = useState(false);
  const tableRef = useRef<HTMLTableElement>(null);

  async function confirmDelete() {
    if (!pending) return;
    setIsDeleting(true);
    try {
      await onDelete(pending);
      setPending(null);
      // The row and its menu button are gone: the table takes the focus instead of the page.
      setTimeout(() => tableRef.current?.focus(), 0);
    } catch {
      // The caller has told the person; the dialog stays so they can try again or cancel.
    } finally {
      setIsDeleting(false);
    }
  }

  return (
    <>
      <div>
        <table ref={tableRef} className="data-table rsp-table" tabIndex={-1}>
          <caption className="visually-hidden">{t('rsp.caseManagers.tableCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('rsp.caseManagers.columns.name')}</th>
              <th scope="col">{t('rsp.caseManagers.columns.email')}</th>
              <th scope="col">{t('rsp.caseManagers.columns.phone')}</th>
              <th scope="col" className="rsp-table__number">
                {t('rsp.caseManagers.columns.caseLoad')}
              </th>
              <th scope="col">
                <span className="visually-hidden">{t('rsp.caseManagers.columns.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {caseManagers.map((caseManager) => {
              const name = nameOf(caseManager);
              return (
                <tr key={caseManager.userId}>
                  <th scope="row">{name}</th>
                  <td className="rsp-table__wrap">
                    <a href={`mailto:${caseManager.email}`}>{caseManager.email}</a>
                  </td>
                  <td className="rsp-table__nowrap">
                    {caseManager.phone ? formatPhone(caseManager.phone) : '—'}
                  </td>
                  <td className="rsp-table__number">{caseManager.caseLoad ?? 0}</td>
                  <td className="rsp-table__actions">
                    <Menu
                      label={t('rsp.caseManagers.actionsFor', { name })}
                      triggerClassName="rsp-icon-button"
                      trigger={<span aria-hidden="true">⋮</span>}
                      items={[
                        {
                          key: 'edit',
                          label: t('rsp.caseManagers.edit'),
                          to: paths.rsp.caseManager(caseManager.userId),
                        },
                        {
                          key: 'delete',
                          label: t('rsp.caseManagers.delete'),
                          onSelect: () => setPending(caseManager),
                        },
                      ]}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <ConfirmModal
        isOpen={pending !== null}
        title={t('rsp.caseManagers.deleteConfirm')}
        message={pending ? t('rsp.caseManagers.deleteDetail', { name: nameOf(pending) }) : null}
        confirmLabel={t('rsp.caseManagers.delete')}
        cancelLabel={t('common.cancel')}
        isDanger
        isConfirming={isDeleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
