import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Job } from '@fairchance/shared';
import { useApiErrorHandler } from '#web/hooks/use-api-error-handler.ts';
import { cx } from '#web/lib/cx.ts';
import { useSetJobStatus } from '#web/features/employer/api/update-job.ts';

/**
 * docs/rules.md#job-statuses: a switch between active (on, green) and paused (off, red), saved at
 * once with a patch of the status. While saving it shows the state asked for; a failure puts it
 * back.
 */
export function JobStatusToggle({ job }: { job: Pick<Job, 'id' | 'status'> }) {
  const { t } = useTranslation();
  const labelId = useId();
  const stateId = useId();
  const handleError = useApiErrorHandler();
  const setStatus = useSetJobStatus(job.id);
  const shown = setStatus.isPending ? setStatus.variables : job.status;
  const isActive = shown === 'active';

  function toggle() {
    setStatus.mutate(isActive ? 'paused' : 'active', { onError: (error) => handleError(error) });
  }

  return (
    <div
      className={cx('status-switch', isActive ? 'status-switch--active' : 'status-switch--paused')}
    >
      <span id={labelId} className="status-switch__label">
        {t('employer.job.statusLabel')}
      </span>
      <button
        type="button"
        role="switch"
        aria-checked={isActive}
        aria-labelledby={labelId}
        aria-describedby={stateId}
        aria-busy={setStatus.isPending || undefined}
        disabled={setStatus.isPending}
        className="status-switch__control"
        onClick={toggle}
      >
        <span className="status-switch__thumb" aria-hidden="true" />
      </button>
      <span id={stateId} className="status-switch__state">
        {isActive ? t('employer.job.activeHint') : t('employer.job.pausedHint')}
      </span>
    </div>
  );
}
