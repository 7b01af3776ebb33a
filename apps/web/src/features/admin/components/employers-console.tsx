import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  GrantQuotaRequestSchema,
  QUOTA_GRANT_MAX,
  QUOTA_KINDS,
  type AdminEmployer,
  type QuotaKind,
} from '@fairchance/shared';
import { Button } from '#web/components/ui/button.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { useApiErrorHandler } from '#web/hooks/use-api-error-handler.ts';
import { useAdminEmployers } from '#web/features/admin/api/get-admin-employers.ts';
import { useGrantEmployerQuota } from '#web/features/admin/api/grant-employer-quota.ts';
import { ConsoleTable } from './console-table.tsx';
import { ListStates } from './list-states.tsx';
import { ReasonDialog } from './reason-dialog.tsx';
import { SearchForm } from './search-form.tsx';
import './admin.css';

function GrantDialog({ employer, onClose }: { employer: AdminEmployer; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const handleApiError = useApiErrorHandler();
  const grant = useGrantEmployerQuota();
  const [kind, setKind] = useState<QuotaKind>('jobs');
  const [amount, setAmount] = useState('1');
  const [amountError, setAmountError] = useState<string | undefined>();

  const validate = () => {
    const parsed = GrantQuotaRequestSchema.shape.amount.safeParse(amount);
    setAmountError(
      parsed.success ? undefined : t('admin.employers.amountInvalid', { max: QUOTA_GRANT_MAX }),
    );
    return parsed.success;
  };

  return (
    <ReasonDialog
      title={t('admin.employers.grantTitle', { name: employer.name })}
      confirmLabel={t('admin.employers.grant')}
      validate={validate}
      onClose={onClose}
      onSubmit={async (reason) => {
        try {
          await grant.mutateAsync({
            employerId: employer.id,
            grant: { kind, amount: Number(amount), reason },
          });
        } catch (error) {
          handleApiError(error);
          throw error;
        }
        toast.success(t('admin.employers.granted', { name: employer.name }));
        onClose();
      }}
    >
      <SelectField
        label={t('admin.employers.kind')}
        isRequired
        placeholder={false}
        value={kind}
        options={QUOTA_KINDS.map((value) => ({
          value,
          label: t(`admin.employers.kinds.${value}`),
        }))}
        onChange={(event) => setKind(event.target.value as QuotaKind)}
      />
      <TextField
        label={t('admin.employers.amount')}
        isRequired
        type="number"
        inputMode="numeric"
        min={1}
        max={QUOTA_GRANT_MAX}
        value={amount}
        error={amountError}
        onChange={(event) => {
          setAmount(event.target.value);
          setAmountError(undefined);
        }}
      />
    </ReasonDialog>
  );
}

const COLUMNS = [
  'name',
  'owner',
  'jobsPosted',
  'jobsAvailable',
  'interviewsUsed',
  'interviewsAvailable',
  'actions',
] as const;

/** docs/product.md#staff-console: each company's usage, and grants with a reason. */
export function EmployersConsole() {
  const { t } = useTranslation();
  const [q, setQ] = useState('');
  const query = useAdminEmployers(q ? { q } : {});
  const [granting, setGranting] = useState<AdminEmployer | null>(null);
  const columns = COLUMNS.map((column) => ({
    label: t(`admin.employers.columns.${column}`),
    isNumber: column !== 'name' && column !== 'owner' && column !== 'actions',
  }));

  return (
    <>
      <div className="admin-toolbar">
        <SearchForm label={t('admin.employers.searchLabel')} onSearch={setQ} />
      </div>
      <ListStates
        query={query}
        emptyTitle={t('admin.employers.emptyTitle')}
        emptyBody={t('admin.employers.emptyBody')}
      >
        {(employers) => (
          <ConsoleTable caption={t('admin.employers.caption')} columns={columns}>
            {employers.map((employer) => (
              <tr key={employer.id}>
                <th scope="row">{employer.name}</th>
                <td>{employer.ownerEmail}</td>
                <td className="admin-number">{employer.jobsPosted}</td>
                <td className="admin-number">{employer.jobsAvailable}</td>
                <td className="admin-number">{employer.interviewRequestsUsed}</td>
                <td className="admin-number">{employer.interviewRequestsAvailable}</td>
                <td>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={t('admin.employers.grantTitle', { name: employer.name })}
                    onClick={() => setGranting(employer)}
                  >
                    {t('admin.employers.grant')}
                  </Button>
                </td>
              </tr>
            ))}
          </ConsoleTable>
        )}
      </ListStates>
      {granting && <GrantDialog employer={granting} onClose={() => setGranting(null)} />}
    </>
  );
}
