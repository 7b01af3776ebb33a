import { useId, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '#web/lib/cx.ts';
import { FieldError, FieldHint, RequiredMark, useField, type FieldErrorInput } from './field.tsx';

export interface ChoiceOption {
  value: string;
  label: string;
}

export interface MultiChoiceProps {
  label: ReactNode;
  name: string;
  options: readonly ChoiceOption[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  onBlur?: () => void;
  /** Once this many are chosen, the other options are disabled (docs/validation.md). */
  maxChoices?: number;
  hint?: ReactNode;
  error?: FieldErrorInput;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** Two columns from the desktop breakpoint. */
  hasColumns?: boolean;
  /** Given to the first checkbox, so react-hook-form can focus the group on an error. */
  ref?: Ref<HTMLInputElement>;
  className?: string;
}

/**
 * A group of checkboxes for a list value. Controlled: use it with react-hook-form's `Controller`
 * (`value`, `onChange`, `onBlur`, `ref` from `field`).
 */
export function MultiChoice({
  label,
  name,
  options,
  value,
  onChange,
  onBlur,
  maxChoices,
  hint,
  error,
  isRequired,
  isDisabled = false,
  hasColumns = false,
  ref,
  className,
}: MultiChoiceProps) {
  const { t } = useTranslation();
  const groupId = useId();
  const field = useField({ id: `choices-${groupId}`, hint, error });
  const selected = new Set(value);
  const isAtMax = maxChoices !== undefined && selected.size >= maxChoices;
  const countId = maxChoices === undefined ? undefined : `${field.inputId}-count`;
  const describedBy = [field.describedBy, countId].filter(Boolean).join(' ') || undefined;

  function toggle(optionValue: string, isChecked: boolean) {
    const next = new Set(selected);
    if (isChecked) next.add(optionValue);
    else next.delete(optionValue);
    // Keep the order of the options, whatever the order of clicks.
    onChange(options.filter((option) => next.has(option.value)).map((option) => option.value));
  }

  return (
    <fieldset
      className={cx('choice-group', field.isInvalid && 'field--invalid', className)}
      aria-describedby={describedBy}
    >
      <legend className="field__legend">
        {label}
        {isRequired && <RequiredMark />}
      </legend>
      <FieldHint id={field.hintId}>{hint}</FieldHint>
      <ul className={cx('choice-group__options', hasColumns && 'choice-group__options--columns')}>
        {options.map((option, index) => {
          const isChecked = selected.has(option.value);
          const inputId = `${field.inputId}-${index}`;
          return (
            <li key={option.value}>
              <label className="choice" htmlFor={inputId}>
                <input
                  ref={index === 0 ? ref : undefined}
                  id={inputId}
                  className="choice__input"
                  type="checkbox"
                  name={name}
                  value={option.value}
                  checked={isChecked}
                  disabled={isDisabled || (isAtMax && !isChecked)}
                  aria-invalid={field.isInvalid || undefined}
                  onChange={(event) => toggle(option.value, event.target.checked)}
                  onBlur={onBlur}
                />
                <span>{option.label}</span>
              </label>
            </li>
          );
        })}
      </ul>
      {countId && (
        <p id={countId} className="choice-group__count" aria-live="polite">
          {t('common.choicesSelected', { count: selected.size, max: maxChoices ?? 0 })}
        </p>
      )}
      <FieldError id={field.errorId} message={field.message} />
    </fieldset>
  );
}
