import { useTranslation } from 'react-i18next';
import { JOB_STATUS_LABELS, type ApplicationStatus, type JobStatus } from '@fairchance/shared';
import { StatusBadge, type StatusTone } from '#web/components/ui/status-badge.tsx';
import { localized } from '#web/i18n/labels.ts';

const JOB_TONE: Record<JobStatus, StatusTone> = { active: 'success', paused: 'danger' };

/** A job's status: active green, paused red (docs/rules.md#job-statuses). */
export function JobStatusBadge({ status }: { status: JobStatus }) {
  useTranslation(); // re-renders on a change of language
  return (
    <StatusBadge
      status={status}
      tone={JOB_TONE[status]}
      label={localized(JOB_STATUS_LABELS)[status]}
    />
  );
}

const APPLICATION_TONE: Record<ApplicationStatus, StatusTone | null> = {
  applied: null,
  interview: 'info',
  hired: 'success',
  notAFit: 'neutral',
  rejected: 'danger',
  expired: 'neutral',
  withdrawn: 'neutral',
};

/**
 * An applicant's status where it tells the employer something (docs/product.md: not a fit,
 * rejected, hired in green; interview, expired and withdrawn too); a plain application has none.
 */
export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation();
  const tone = APPLICATION_TONE[status];
  if (!tone) return null;
  return (
    <StatusBadge status={status} tone={tone} label={t(`employer.applicationStatus.${status}`)} />
  );
}
