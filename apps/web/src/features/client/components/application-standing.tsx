import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  canWithdrawApplication,
  formatDay,
  type ApplicationStatus,
  type ClientApplication,
} from '@fairchance/shared';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmModal } from '#web/components/ui/modal.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { useApiErrorHandler } from '#web/hooks/use-api-error-handler.ts';
import { isApiError } from '#web/lib/api/errors.ts';
import { intlLocale } from '#web/i18n/format.ts';
import { useWithdrawApplication } from '#web/features/client/api/withdraw-application.ts';
import './client.css';

interface Step {
  key: string;
  label: string;
  at: string | null;
}

/** The statuses that come after an interview request, so the timeline shows that step. */
const AFTER_INTERVIEW: readonly ApplicationStatus[] = ['interview', 'hired', 'rejected'];

/**
 * Where an application stands (docs/rules.md#withdrawing): an ordered list of its steps with their
 * days, applied, then the interview request, then how it ended (hired, not selected, not a fit,
 * expired or withdrawn). A step whose day was not kept (applications made before the timeline
 * existed) says so instead of a date.
 */
export function ApplicationTimeline({ application }: { application: ClientApplication }) {
  const { t } = useTranslation();
  const steps: Step[] = [
    { key: 'applied', label: t('client.application.applied'), at: application.createdAt },
  ];
  if (application.interviewRequestedAt || AFTER_INTERVIEW.includes(application.status))
    steps.push({
      key: 'interview',
      label: t('client.application.interview'),
      at: application.interviewRequestedAt,
    });
  if (application.status !== 'applied' && application.status !== 'interview')
    steps.push({
      key: application.status,
      label: t(`client.status.${application.status}`),
      at: application.closedAt,
    });
  return (
    <ol className="application-timeline" aria-label={t('client.application.timeline')}>
      {steps.map((step, index) => (
        <li
          key={step.key}
          className="application-timeline__step"
          aria-current={index === steps.length - 1 ? 'step' : undefined}
        >
          <span className="application-timeline__label">{step.label}</span>{' '}
          {step.at ? (
            <time className="application-timeline__date" dateTime={step.at}>
              {formatDay(step.at, intlLocale())}
            </time>
          ) : (
            <span className="application-timeline__date">{t('client.application.undated')}</span>
          )}
        </li>
      ))}
    </ol>
  );
}

/**
 * Withdrawing one's own application, after a confirmation that says what it means: the employer
 * sees it withdrawn, the job cannot be applied to again, and the day's limit is not given back.
 */
export function WithdrawApplication({
  application,
  jobTitle,
}: {
  application: ClientApplication;
  jobTitle: string;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const handleApiError = useApiErrorHandler();
  const [isAsking, setAsking] = useState(false);
  const withdraw = useWithdrawApplication();
  if (!canWithdrawApplication(application.status)) return null;
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        className="application-withdraw"
        aria-label={`${t('client.application.withdraw')}: ${jobTitle}`}
        onClick={() => setAsking(true)}
      >
        {t('client.application.withdraw')}
      </Button>
      <ConfirmModal
        isOpen={isAsking}
        title={t('client.application.withdrawTitle')}
        message={t('client.application.withdrawMessage')}
        confirmLabel={t('client.application.withdrawConfirm')}
        cancelLabel={t('client.application.withdrawCancel')}
        isConfirming={withdraw.isPending}
        isDanger
        onCancel={() => setAsking(false)}
        onConfirm={() =>
          withdraw.mutate(
            { applicationId: application.id, jobId: application.jobId },
            {
              onSuccess: () => {
                setAsking(false);
                toast.success(t('client.application.withdrawn'));
              },
              onError: (error) => {
                setAsking(false);
                // Already withdrawn, or decided meanwhile: the server says where it stands.
                if (isApiError(error) && error.code === 'ResourceConflict')
                  toast.info(error.rawMessage);
                else handleApiError(error);
              },
            },
          )
        }
      />
    </>
  );
}

/** An application's timeline and, while it may be withdrawn, the way to withdraw it. */
export function ApplicationStanding({
  application,
  jobTitle,
}: {
  application: ClientApplication;
  jobTitle: string;
}) {
  return (
    <div className="application-standing">
      <ApplicationTimeline application={application} />
      <WithdrawApplication application={application} jobTitle={jobTitle} />
    </div>
  );
}
