import type { ComponentProps, ReactNode } from 'react';
import { cx } from '#web/lib/cx.ts';
import { FieldError, useField, type FieldErrorInput } from './field.tsx';

export interface CheckboxFieldProps extends Omit<ComponentProps<'input'>, 'type' | 'className'> {
  /** The text beside the box; may hold links. */
  label: ReactNode;
  error?: FieldErrorInput;
  isRequired?: boolean;
  className?: string;
}

/** One labelled checkbox with its error (e.g. accepting the terms). Works with `register`. */
export function CheckboxField({
  label,
  error,
  isRequired,
  className,
  id,
  ...rest
}: CheckboxFieldProps) {
  const field = useField({ id, error });
  return (
    <div className={cx('field', 'field--checkbox', field.isInvalid && 'field--invalid', className)}>
      <div className="checkbox">
        <input
          {...rest}
          id={field.inputId}
          type="checkbox"
          className="choice__input"
          aria-invalid={field.isInvalid || undefined}
          aria-describedby={field.describedBy}
          aria-required={isRequired || undefined}
        />
        <label htmlFor={field.inputId} className="checkbox__label">
          {label}
        </label>
      </div>
      <FieldError id={field.errorId} message={field.message} />
    </div>
  );
}
