/** The job wizard's last screen (docs/product.md): preview the job, then post it. */
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { JobFormSchema, toJobPayload } from '@fairchance/shared';
import { Button } from '#web/components/ui/button.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { paths } from '#web/config/paths.ts';
import { useApiErrorHandler } from '#web/hooks/use-api-error-handler.ts';
import { translateValidationMessage } from '#web/i18n/validation-message.ts';
import { isApiError } from '#web/lib/api/index.ts';
import { useCreateJob } from '#web/features/employer/api/create-job.ts';
import { clearDraft, readDraft } from '#web/features/employer/hooks/drafts.ts';
import {
  STEP_FIELDS,
  stepOfApiPath,
  JOB_STEP_IDS,
  type JobStepId,
} from '#web/features/employer/job-form/schemas.ts';
import type { JobDraft } from '#web/features/employer/job-form/values.ts';
import { JobPreview } from './job-preview.tsx';
import { QuotaModal } from './quota-modal.tsx';
import { NothingToConfirm } from './review-section.tsx';
import './employer.css';

export function jobStepHref(step: JobStepId): string {
  return `${paths.employer.createJob}?step=${step}`;
}

function stepOfFormField(field: string): JobStepId {
  return JOB_STEP_IDS.find((step) => STEP_FIELDS[step].includes(field)) ?? 'details';
}

interface Problem {
  step: JobStepId;
  message: string;
}

export function JobConfirm({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const handleError = useApiErrorHandler();
  const createJob = useCreateJob();
  const [draft] = useState(() => readDraft<JobDraft>('job', userId));
  const [serverProblems, setServerProblems] = useState<Problem[]>([]);
  const [isQuotaOpen, setIsQuotaOpen] = useState(false);

  if (!draft) return <NothingToConfirm to={paths.employer.createJob} />;

  const parsed = JobFormSchema.safeParse(draft);
  const problems: Problem[] = parsed.success
    ? serverProblems
    : parsed.error.issues.map((issue) => ({
        step: stepOfFormField(String(issue.path[0] ?? '')),
        message: issue.message,
      }));

  async function submit() {
    if (!parsed.success) return;
    setServerProblems([]);
    try {
      const job = await createJob.mutateAsync(toJobPayload(parsed.data));
      clearDraft('job', userId);
      toast.success(t('employer.toast.jobPosted'));
      await navigate(paths.employer.job(job.id), { replace: true });
    } catch (error) {
      if (isApiError(error) && error.code === 'PaymentDeclined') {
        setIsQuotaOpen(true);
        return;
      }
      if (isApiError(error) && error.details.length > 0) {
        setServerProblems(
          error.details.map((detail) => ({
            step: stepOfApiPath(detail.path) ?? 'details',
            message: detail.message,
          })),
        );
        return;
      }
      handleError(error);
    }
  }

  return (
    <div className="review">
      <p className="review__intro">{t('employer.jobConfirm.intro')}</p>
      {problems.length > 0 && (
        <div className="problem-list" role="alert">
          <h2 className="problem-list__title">{t('employer.review.problemsTitle')}</h2>
          <ul>
            {problems.map((problem, index) => (
              <li key={index}>
                <Link to={jobStepHref(problem.step)}>
                  {t(`employer.jobWizard.steps.${problem.step}.title`)}
                </Link>
                : {translateValidationMessage(problem.message)}
              </li>
            ))}
          </ul>
        </div>
      )}
      {parsed.success && <JobPreview job={toJobPayload(parsed.data)} editHref={jobStepHref} />}
      <div className="review__actions">
        <Link to={jobStepHref('questions')} className="review__back">
          {t('common.back')}
        </Link>
        <Button
          onClick={() => void submit()}
          isLoading={createJob.isPending}
          disabled={!parsed.success}
        >
          {t('employer.jobConfirm.submit')}
        </Button>
      </div>
      <QuotaModal kind="jobs" isOpen={isQuotaOpen} onClose={() => setIsQuotaOpen(false)} />
    </div>
  );
}
