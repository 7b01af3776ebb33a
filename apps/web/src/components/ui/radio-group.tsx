import { useId, type ReactNode, type Ref } from 'react';
import { cx } from '#web/lib/cx.ts';
import { FieldError, FieldHint, RequiredMark, useField, type FieldErrorInput } from './field.tsx';
import './radio-group.css';

export interface RadioOption {
  value: string;
  label: string;
  /** A line under the label (e.g. what a provider offers). */
  description?: ReactNode;
  /** Shown at the end of the choice, after the label (e.g. a job's experience dots). */
  addon?: ReactNode;
}

export interface RadioGroupProps {
  label: ReactNode;
  name: string;
  options: readonly RadioOption[];
  value: string | null | undefined;
  onChange: (value: string) => void;
  onBlur?: () => void;
  hint?: ReactNode;
  error?: FieldErrorInput;
  isRequired?: boolean;
  /** The legend is read by screen readers only (a heading above already asks the question). */
  isLegendHidden?: boolean;
  /** Two columns from the desktop breakpoint. */
  hasColumns?: boolean;
  /** Given to the checked radio (or the first), so react-hook-form can focus the group. */
  ref?: Ref<HTMLInputElement>;
  className?: string;
}

/**
 * One choice from a short list, as native radio buttons in a fieldset (arrow keys move between
 * them). Controlled: use it with react-hook-form's `Controller`.
 */
export function RadioGroup({
  label,
  name,
  options,
  value,
  onChange,
  onBlur,
  hint,
  error,
  isRequired,
  isLegendHidden = false,
  hasColumns = false,
  ref,
  className,
}: RadioGroupProps) {
  const groupId = useId();
  const field = useField({ id: `radios-${groupId}`, hint, error });
  const legendId = `${field.inputId}-legend`;
  const checkedIndex = options.findIndex((option) => option.value === value);
  const focusIndex = checkedIndex === -1 ? 0 : checkedIndex;

  return (
    <fieldset
      role="radiogroup"
      aria-labelledby={legendId}
      className={cx('choice-group', field.isInvalid && 'field--invalid', className)}
      aria-describedby={field.describedBy}
      aria-required={isRequired || undefined}
    >
      <legend id={legendId} className={cx('field__legend', isLegendHidden && 'visually-hidden')}>
        {label}
        {isRequired && <RequiredMark />}
      </legend>
      <FieldHint id={field.hintId}>{hint}</FieldHint>
      <ul className={cx('choice-group__options', hasColumns && 'choice-group__options--columns')}>
        {options.map((option, index) => {
          const inputId = `${field.inputId}-${index}`;
          const descriptionId = option.description ? `${inputId}-description` : undefined;
          return (
            <li key={option.value}>
              <label className="choice" htmlFor={inputId}>
                <input
                  ref={index === focusIndex ? ref : undefined}
                  id={inputId}
                  className="choice__input"
                  type="radio"
                  name={name}
                  value={option.value}
                  checked={option.value === value}
                  aria-invalid={field.isInvalid || undefined}
                  aria-describedby={descriptionId}
                  onChange={() => onChange(option.value)}
                  onBlur={onBlur}
                />
                <span className="choice__text">
                  <span className="choice__label">{option.label}</span>
                  {option.description && (
                    <span id={descriptionId} className="choice__description">
                      {option.description}
                    </span>
                  )}
                </span>
                {option.addon}
              </label>
            </li>
          );
        })}
      </ul>
      <FieldError id={field.errorId} message={field.message} />
    </fieldset>
  );
}
