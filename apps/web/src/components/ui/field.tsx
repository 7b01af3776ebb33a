import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { translateValidationMessage } from '#web/i18n/validation-message.ts';
import { cx } from '#web/lib/cx.ts';
import './field.css';

/** A message, or a react-hook-form error (`formState.errors.name`). */
export type FieldErrorInput = string | { message?: string | undefined } | null | undefined;

export function errorMessageOf(error: FieldErrorInput): string | undefined {
  const message = typeof error === 'string' ? error : error?.message;
  return message ? message : undefined;
}

export interface UseFieldOptions {
  id?: string | undefined;
  hint?: ReactNode;
  error?: FieldErrorInput;
}

/** Ids and ARIA wiring shared by every form field: the label, hint and error stay connected. */
export function useField({ id, hint, error }: UseFieldOptions) {
  const { i18n } = useTranslation();
  const generated = useId();
  const inputId = id ?? `field-${generated}`;
  const raw = errorMessageOf(error);
  const message = raw === undefined ? undefined : translateValidationMessage(raw, i18n.language);
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = message ? `${inputId}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return { inputId, hintId, errorId, describedBy, message, isInvalid: message !== undefined };
}

export type FieldState = ReturnType<typeof useField>;

export function RequiredMark() {
  const { t } = useTranslation();
  return (
    <span className="field__required" title={t('common.required')} aria-hidden="true">
      *
    </span>
  );
}

export function FieldHint({ id, children }: { id: string | undefined; children: ReactNode }) {
  if (!id || !children) return null;
  return (
    <p id={id} className="field__hint">
      {children}
    </p>
  );
}

export function FieldError({
  id,
  message,
}: {
  id: string | undefined;
  message: string | undefined;
}) {
  if (!id || !message) return null;
  return (
    <p id={id} className="field__error">
      {message}
    </p>
  );
}

export interface FieldShellProps {
  field: FieldState;
  label: ReactNode;
  hint?: ReactNode;
  isRequired?: boolean | undefined;
  className?: string | undefined;
  children: ReactNode;
}

/** Label above, hint under the label, control, then the error message. */
export function FieldShell({
  field,
  label,
  hint,
  isRequired,
  className,
  children,
}: FieldShellProps) {
  return (
    <div className={cx('field', field.isInvalid && 'field--invalid', className)}>
      <label className="field__label" htmlFor={field.inputId}>
        {label}
        {isRequired && <RequiredMark />}
      </label>
      <FieldHint id={field.hintId}>{hint}</FieldHint>
      {children}
      <FieldError id={field.errorId} message={field.message} />
    </div>
  );
}
