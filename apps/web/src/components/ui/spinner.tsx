import { useTranslation } from 'react-i18next';
import { useOnlineStatus } from '#web/hooks/use-online-status.ts';
import { cx } from '#web/lib/cx.ts';
import './spinner.css';

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Announced to screen readers; defaults to 'Loading…'. */
  label?: string;
  /** Hides the spinner from assistive technology (the surrounding control announces the state). */
  isDecorative?: boolean;
  className?: string;
}

export function Spinner({ size = 'md', label, isDecorative = false, className }: SpinnerProps) {
  const { t } = useTranslation();
  const circle = (
    <span className={cx('spinner', `spinner--${size}`, className)} aria-hidden="true" />
  );
  if (isDecorative) return circle;
  return (
    <span role="status" className="spinner-status">
      {circle}
      <span className="visually-hidden">{label ?? t('common.loading')}</span>
    </span>
  );
}

/**
 * A centred spinner for a page or a section that is loading; while offline, what it waits for
 * instead (the request starts when the connection is back).
 */
export function PageLoader({ label }: { label?: string }) {
  const { t } = useTranslation();
  const isOnline = useOnlineStatus();
  if (!isOnline) {
    return (
      <div className="page-loader">
        <p>{t('errors.offline.waiting')}</p>
      </div>
    );
  }
  return (
    <div className="page-loader">
      <Spinner size="lg" {...(label ? { label } : {})} />
    </div>
  );
}
