import { useId, type ReactNode, type Ref } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { cx } from '../../../lib/cx.ts';
import {
  FieldError,
  FieldHint,
  RequiredMark,
  useField,
  type FieldErrorInput,
} from '../../../components/ui/field.tsx';

export interface RadioOption {
  value: string;
  label: string;
  /** Shown after the label, e.g. the experience dots. */
  addon?: ReactNode;
}

export interface RadioGroupProps {
  label: ReactNode;
  options: readonly RadioOption[];
  /** From `register(name)`; every radio shares it. */
  registration: UseFormRegisterReturn;
  hint?: ReactNode;
  error?: FieldErrorInput;
  isRequired?: boolean;
  hasColumns?: boolean;
  className?: string;
  ref?: Ref<HTMLFieldSetElement>;
}

/** A labelled group of radio buttons (a few exclusive choices: pay type, experience level). */
export function RadioGroup({
  label,
  options,
  registration,
  hint,
  error,
  isRequired,
  hasColumns = false,
  className,
  ref,
}: RadioGroupProps) {
  const groupId = useId();
  const field = useField({ id: `radios-${groupId}`, hint, error });
  const legendId = `${field.inputId}-legend`;
  return (
    // A radiogroup (not a plain group) may say that a choice is required.
    <fieldset
      ref={ref}
      role="radiogroup"
      aria-labelledby={legendId}
      className={cx('choice-group', field.isInvalid && 'field--invalid', className)}
      aria-describedby={field.describedBy}
      aria-required={isRequired || undefined}
      aria-invalid={field.isInvalid || undefined}
    >
      <legend id={legendId} className="field__legend">
        {label}
        {isRequired && <RequiredMark />}
      </legend>
      <FieldHint id={field.hintId}>{hint}</FieldHint>
      <ul className={cx('choice-group__options', hasColumns && 'choice-group__options--columns')}>
        {options.map((option, index) => {
          const inputId = `${field.inputId}-${index}`;
          return (
            <li key={option.value}>
              <label className="choice" htmlFor={inputId}>
                <input
                  {...registration}
                  id={inputId}
                  className="choice__input"
                  type="radio"
                  value={option.value}
                />
                <span className="choice__text">{option.label}</span>
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
