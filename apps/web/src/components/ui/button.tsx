import type { ComponentProps } from 'react';
import { Link, type LinkProps } from 'react-router';
import { cx } from '#web/lib/cx.ts';
import { Spinner } from './spinner.tsx';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface ButtonStyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  isFullWidth?: boolean;
}

export function buttonClassName({
  variant = 'primary',
  size = 'md',
  isFullWidth = false,
}: ButtonStyleProps = {}): string {
  return cx('btn', `btn--${variant}`, `btn--${size}`, isFullWidth && 'btn--full');
}

export interface ButtonProps extends ComponentProps<'button'>, ButtonStyleProps {
  /** Shows a spinner, sets aria-busy and disables the button until the work is done. */
  isLoading?: boolean;
}

export function Button({
  variant,
  size,
  isFullWidth,
  isLoading = false,
  disabled,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={cx(buttonClassName({ variant, size, isFullWidth }), className)}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
    >
      {isLoading && <Spinner size="sm" isDecorative />}
      {children}
    </button>
  );
}

export interface ButtonLinkProps extends LinkProps, ButtonStyleProps {}

/** A link that looks like a button (navigation stays a link for assistive technology). */
export function ButtonLink({ variant, size, isFullWidth, className, ...rest }: ButtonLinkProps) {
  return (
    <Link {...rest} className={cx(buttonClassName({ variant, size, isFullWidth }), className)} />
  );
}
