import { useTranslation } from 'react-i18next';
import type { ApplicationStatus, JobStatus } from '@fairchance/shared';
import { cx } from '#web/lib/cx.ts';

const JOB_TONE: Record<JobStatus, string> = { active: 'success', paused: 'danger' };

/** A job's status: active green, paused red (docs/rules.md#job-statuses). */
export function JobStatusBadge({ status }: { status: JobStatus }) {
  const { t } = useTranslation();
  return (
    <span className={cx('badge', `badge--${JOB_TONE[status]}`)}>
      {t(`employer.jobStatus.${status}`)}
    </span>
  );
}

const APPLICATION_TONE: Record<ApplicationStatus, string | null> = {
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
    <span className={cx('badge', `badge--${tone}`)} data-status={status}>
      {t(`employer.applicationStatus.${status}`)}
    </span>
  );
}
