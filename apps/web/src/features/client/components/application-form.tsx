import { useId, useState } from 'react';
import { useFieldArray, useForm, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  ANSWER_MAX_LENGTH,
  ApplicationFormSchema,
  applicationFormDefaults,
  type ApplicationFormValues,
  type CreateApplicationRequest,
  type Job,
} from '@fairchance/shared';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { paths } from '#web/config/paths.ts';
import { useApiErrorHandler } from '#web/hooks/use-api-error-handler.ts';
import { isApiError } from '#web/lib/api/errors.ts';
import { useApplyToJob } from '#web/features/client/api/apply-to-job.ts';
import { jobQueryKeys } from '#web/features/client/api/keys.ts';
import { StatusBadge } from '#web/components/ui/status-badge.tsx';
import { useCanApply } from '#web/features/client/hooks/use-can-apply.ts';
import { ApplicationStanding } from './application-standing.tsx';
import { HiredNote } from './hired-note.tsx';
import './client.css';

/**
 * Applying to a job (docs/product.md, docs/validation.md): one answer per question of the job, each
 * required and at most 1000 characters. After applying, or when the client already has, the section
 * shows the application: its status, its timeline and a way to withdraw it. A client who is
 * currently incarcerated sees when they can apply instead of a form the server would refuse
 * (docs/rules.md#eligibility).
 */
export function ApplySection({ job }: { job: Job }) {
  const { t } = useTranslation();
  const headingId = useId();
  const canApply = useCanApply();
  return (
    <section className="apply-section" aria-labelledby={headingId}>
      {job.applicationStatus ? (
        <>
          <h2 id={headingId}>{t('client.job.apply.applied')}</h2>
          <p className="apply-section__applied">
            <StatusBadge
              status={job.applicationStatus}
              label={t(`client.status.${job.applicationStatus}`)}
            />{' '}
            {t('client.job.apply.appliedBody')}
          </p>
          {job.application && (
            <ApplicationStanding application={job.application} jobTitle={job.title} />
          )}
          {job.application && <HiredNote application={job.application} />}
          <Link to={`${paths.client.dashboard}/`}>{t('client.job.apply.toDashboard')}</Link>
        </>
      ) : !canApply ? (
        <>
          <h2 id={headingId}>{t('client.job.apply.title')}</h2>
          <div className="client-notice" role="note">
            <p className="client-notice__title">{t('client.job.apply.afterRelease')}</p>
            <p>{t('client.job.apply.afterReleaseBody')}</p>
          </div>
        </>
      ) : (
        <>
          <h2 id={headingId}>{t('client.job.apply.title')}</h2>
          <p className="apply-section__intro">
            {job.questions.length > 0
              ? t('client.job.apply.description')
              : t('client.job.apply.noQuestions')}
          </p>
          <ApplicationForm job={job} />
        </>
      )}
    </section>
  );
}

function ApplicationForm({ job }: { job: Job }) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const apply = useApplyToJob(job.id);
  const handleApiError = useApiErrorHandler();
  // What the server said no to and why (the daily limit, not while incarcerated): it stays in
  // view after the toast is gone.
  const [refusal, setRefusal] = useState<string | null>(null);
  const { control, register, handleSubmit, setError, formState } = useForm<
    ApplicationFormValues,
    unknown,
    CreateApplicationRequest
  >({
    resolver: zodResolver(ApplicationFormSchema),
    mode: 'onTouched',
    defaultValues: applicationFormDefaults(job.questions),
  });
  const { fields } = useFieldArray({ control, name: 'questions' });
  const answerPaths = job.questions.map(
    (_, index) => `questions.${index}.answer` as Path<ApplicationFormValues>,
  );

  const onSubmit = handleSubmit(async (values) => {
    setRefusal(null);
    try {
      await apply.mutateAsync(values);
    } catch (error) {
      if (isApiError(error) && error.code === 'RequestThrottled') {
        const message = t('client.job.apply.throttled');
        setRefusal(message);
        toast.danger(message);
        return;
      }
      if (isApiError(error) && error.code === 'ResourceConflict') {
        // Already applied (another tab): show it as applied.
        toast.info(error.rawMessage);
        await queryClient.invalidateQueries({ queryKey: jobQueryKeys.detail(job.id) });
        return;
      }
      if (isApiError(error) && error.code === 'InvalidRequest' && error.details.length === 0) {
        // The server's own reason, e.g. a client who is still incarcerated.
        setRefusal(error.rawMessage);
        toast.danger(error.rawMessage);
        return;
      }
      handleApiError(error, { setError, fields: answerPaths });
      return;
    }
    toast.success(t('client.job.apply.success'));
  });

  return (
    <form className="application-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      {fields.map((field, index) => (
        <TextField
          key={field.id}
          multiline
          label={field.question}
          hint={t('client.fields.maxCharacters', { max: ANSWER_MAX_LENGTH })}
          error={formState.errors.questions?.[index]?.answer}
          isRequired
          {...register(`questions.${index}.answer`)}
        />
      ))}
      {refusal && <p className="client-alert">{refusal}</p>}
      <Button type="submit" isLoading={formState.isSubmitting}>
        {t('client.job.apply.submit')}
      </Button>
    </form>
  );
}
