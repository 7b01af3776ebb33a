import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  RSP_CLIENT_STATUS_LABELS,
  RSP_CLIENT_STATUSES,
  type CaseManager,
  type RspClient,
  type RspClientStatus,
  type UpdateRspClientRequest,
} from '@fairchance/shared';
import { Button } from '#web/components/ui/button.tsx';
import { SelectField, type SelectOption } from '#web/components/ui/select-field.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { useApiErrorHandler } from '#web/hooks/use-api-error-handler.ts';
import { useCaseManagerOptions } from '#web/features/rsp/api/get-case-managers.ts';
import { useUpdateRspClient } from '#web/features/rsp/api/update-rsp-client.ts';
import { nameOf } from '#web/features/rsp/lib/format.ts';
import { localizedOptions } from '#web/i18n/labels.ts';
import { Section } from './section.tsx';

const statusOptions = () => localizedOptions(RSP_CLIENT_STATUSES, RSP_CLIENT_STATUS_LABELS);

interface ManageValues {
  status: RspClientStatus;
  caseManagerId: string;
}

/**
 * The status (owner or case manager) and the case manager (owner only,
 * docs/roles-and-permissions.md).
 */
export function ManageSection({
  rspId,
  rspClient,
  isOwner,
}: {
  rspId: string;
  rspClient: RspClient;
  isOwner: boolean;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const handleApiError = useApiErrorHandler();
  const update = useUpdateRspClient(rspId, rspClient.id);
  const caseManagers = useCaseManagerOptions(rspId, { enabled: isOwner });
  const defaults: ManageValues = {
    status: rspClient.status,
    caseManagerId: rspClient.caseManagerId ?? '',
  };
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { isDirty, isSubmitting, dirtyFields, errors },
  } = useForm<ManageValues>({ defaultValues: defaults });

  const options: SelectOption[] = (caseManagers.data?.data ?? []).map((cm: CaseManager) => ({
    value: cm.userId,
    label: nameOf(cm),
  }));
  // The current case manager stays choosable while the list loads (or if they are the owner).
  if (rspClient.caseManager && !options.some((o) => o.value === rspClient.caseManagerId)) {
    options.unshift({ value: rspClient.caseManager.userId, label: nameOf(rspClient.caseManager) });
  }

  const onSubmit = handleSubmit(async (values) => {
    const body: UpdateRspClientRequest = {};
    if (dirtyFields.status) body.status = values.status;
    if (isOwner && dirtyFields.caseManagerId) body.caseManagerId = values.caseManagerId || null;
    try {
      const updated = await update.mutateAsync(body);
      reset({ status: updated.status, caseManagerId: updated.caseManagerId ?? '' });
      toast.success(t('rsp.client.manage.saved'));
    } catch (error) {
      handleApiError(error, { setError, fields: ['status', 'caseManagerId'] });
    }
  });

  return (
    <Section title={t('rsp.client.manage.title')}>
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <SelectField
          label={t('rsp.client.manage.status')}
          options={statusOptions()}
          placeholder={false}
          error={errors.status}
          {...register('status')}
        />
        {isOwner && (
          <SelectField
            label={t('rsp.client.manage.caseManager')}
            options={options}
            placeholder={t('rsp.client.manage.unassigned')}
            error={errors.caseManagerId}
            {...register('caseManagerId')}
          />
        )}
        <Button type="submit" disabled={!isDirty} isLoading={isSubmitting}>
          {t('rsp.client.manage.save')}
        </Button>
      </form>
    </Section>
  );
}
