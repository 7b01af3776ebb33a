import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  CreateJobReportRequestSchema,
  JOB_REPORT_COMMENT_MAX,
  JOB_REPORT_REASON_LABELS,
  JOB_REPORT_REASONS,
  type CreateJobReportRequest,
} from '@fairchance/shared';
import { Button } from '#web/components/ui/button.tsx';
import { FormDialog } from '#web/components/ui/form-dialog.tsx';
import { RadioGroup } from '#web/components/ui/radio-group.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { useApiErrorHandler } from '#web/hooks/use-api-error-handler.ts';
import { localizedOptions } from '#web/i18n/labels.ts';
import { useReportJob } from '#web/features/client/api/report-job.ts';

/**
 * 'Report this job' on the job page (docs/rules.md#job-reports): a dialog asks why (a reason from
 * the shared list, a comment required with "Other") and sends it to staff. The employer never
 * sees it; a second report of the same job replaces the first.
 */
export function ReportJob({ jobId }: { jobId: string }) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <div className="report-job">
      <Button variant="ghost" size="sm" onClick={() => setIsOpen(true)}>
        {t('client.job.report.open')}
      </Button>
      {isOpen && <ReportJobDialog jobId={jobId} onClose={() => setIsOpen(false)} />}
    </div>
  );
}

export function ReportJobDialog({ jobId, onClose }: { jobId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const handleApiError = useApiErrorHandler();
  const send = useReportJob(jobId);
  const { control, register, handleSubmit, setError, formState } = useForm<
    CreateJobReportRequest,
    unknown,
    CreateJobReportRequest
  >({
    resolver: zodResolver(CreateJobReportRequestSchema),
    defaultValues: { comment: '' },
  });
  const reason = useWatch({ control, name: 'reason' });
  const comment = useWatch({ control, name: 'comment' }) ?? '';

  const onSubmit = (form: CreateJobReportRequest) =>
    send.mutate(form, {
      onSuccess: () => {
        toast.success(t('client.job.report.sent'));
        onClose();
      },
      onError: (error) => handleApiError(error, { setError, fields: ['reason', 'comment'] }),
    });

  return (
    <FormDialog
      title={t('client.job.report.title')}
      formId="report-job-form"
      submitLabel={t('client.job.report.submit')}
      isPending={send.isPending}
      onClose={onClose}
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
    >
      <p className="report-job__intro">{t('client.job.report.intro')}</p>
      <Controller
        control={control}
        name="reason"
        render={({ field, fieldState }) => (
          <RadioGroup
            label={t('client.job.report.reason')}
            isRequired
            name={field.name}
            options={localizedOptions(JOB_REPORT_REASONS, JOB_REPORT_REASON_LABELS)}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            error={fieldState.error}
          />
        )}
      />
      <TextField
        multiline
        rows={4}
        label={t('client.job.report.comment')}
        hint={t('client.job.report.commentHint')}
        isRequired={reason === 'other'}
        counter={{ count: comment.length, max: JOB_REPORT_COMMENT_MAX }}
        error={formState.errors.comment}
        {...register('comment')}
      />
    </FormDialog>
  );
}
