import { cx } from '#web/lib/cx.ts';
import './status-badge.css';

export type StatusTone = 'success' | 'danger' | 'info' | 'neutral';

export interface StatusBadgeProps {
  /** The status shown (`data-status`); an application status also names its own colour. */
  status: string;
  /** The readable label: colour alone tells nothing to someone who cannot see it. */
  label: string;
  /** A shared tone instead of the status's own colour. */
  tone?: StatusTone | undefined;
}

/**
 * A status as a badge, used by every area (docs/web-app.md#interface-pieces): an application
 * status in its own colour (`status-badge--hired`), or any status in a tone (`badge--success`).
 */
export function StatusBadge({ status, label, tone }: StatusBadgeProps) {
  return (
    <span
      className={cx('status-badge', tone ? `badge--${tone}` : `status-badge--${status}`)}
      data-status={status}
    >
      {label}
    </span>
  );
}
