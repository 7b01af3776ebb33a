import { useTranslation } from 'react-i18next';
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

/** A centred spinner for a page or a section that is loading. */
export function PageLoader({ label }: { label?: string }) {
  return (
    <div className="page-loader">
      <Spinner size="lg" {...(label ? { label } : {})} />
    </div>
  );
}
