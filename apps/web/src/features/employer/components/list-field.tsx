import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LIST_MAX_ITEMS } from '@fairchance/shared';
import { Button } from '#web/components/ui/button.tsx';
import {
  FieldError,
  FieldHint,
  useField,
  type FieldErrorInput,
} from '#web/components/ui/field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { cx } from '#web/lib/cx.ts';
import { LanguageHint } from './language-hint.tsx';

export interface ListFieldProps {
  /** The group's legend. */
  label: ReactNode;
  /** Label of one entry, e.g. 'Responsibility 2'. */
  itemLabel: (position: number) => string;
  addLabel: string;
  removeLabel: (position: number) => string;
  emptyText: string;
  value: readonly string[];
  onChange: (value: string[]) => void;
  onBlur?: () => void;
  /** Errors of the entries, by index, and of the list as a whole. */
  itemErrors?: readonly FieldErrorInput[] | undefined;
  error?: FieldErrorInput;
  hint?: ReactNode;
  isMultiline?: boolean;
  /** Show the fair-chance hint under entries that ask for a background check. */
  hasLanguageHint?: boolean;
  maxItems?: number;
}

/**
 * A list-type step (responsibilities, bonuses, questions): each entry is its own labelled input
 * with a Remove button; 'Add' appends an empty entry and moves focus to it. Entries may not be
 * empty; the list itself may be (docs/web-app.md#forms-and-wizards: minimum zero items).
 */
export function ListField({
  label,
  itemLabel,
  addLabel,
  removeLabel,
  emptyText,
  value,
  onChange,
  onBlur,
  itemErrors,
  error,
  hint,
  isMultiline = false,
  hasLanguageHint = false,
  maxItems = LIST_MAX_ITEMS,
}: ListFieldProps) {
  const { t } = useTranslation();
  const field = useField({ hint, error });
  const listRef = useRef<HTMLOListElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  /** The entry to focus after the list re-renders (added, or next to a removed one). */
  const pendingFocus = useRef<number | null>(null);

  useLayoutEffect(() => {
    const index = pendingFocus.current;
    if (index === null) return;
    pendingFocus.current = null;
    const inputs = listRef.current?.querySelectorAll<HTMLElement>('input, textarea');
    const target = index >= 0 ? inputs?.[index] : undefined;
    if (target) target.focus();
    else addRef.current?.focus();
  });

  function update(index: number, text: string) {
    onChange(value.map((entry, i) => (i === index ? text : entry)));
  }

  function add() {
    onChange([...value, '']);
    pendingFocus.current = value.length;
  }

  function remove(index: number) {
    onChange(value.filter((_, i) => i !== index));
    pendingFocus.current = Math.min(index, value.length - 2);
  }

  return (
    <fieldset
      className={cx('list-field', field.isInvalid && 'field--invalid')}
      aria-describedby={field.describedBy}
    >
      <legend className="field__legend">{label}</legend>
      <FieldHint id={field.hintId}>{hint}</FieldHint>
      {value.length === 0 ? (
        <p className="list-field__empty">{emptyText}</p>
      ) : (
        <ol ref={listRef} className="list-field__items">
          {value.map((entry, index) => {
            const position = index + 1;
            const common = {
              label: itemLabel(position),
              value: entry,
              error: itemErrors?.[index],
              onBlur,
              isRequired: true,
              className: 'list-field__input',
            };
            return (
              <li key={index} className="list-field__item">
                {isMultiline ? (
                  <TextField
                    {...common}
                    multiline
                    rows={2}
                    onChange={(event) => update(index, event.target.value)}
                  />
                ) : (
                  <TextField {...common} onChange={(event) => update(index, event.target.value)} />
                )}
                <Button
                  variant="ghost"
                  size="sm"
                  className="list-field__remove"
                  aria-label={removeLabel(position)}
                  onClick={() => remove(index)}
                >
                  {t('employer.jobForm.remove')}
                </Button>
                {hasLanguageHint && <LanguageHint text={entry} />}
              </li>
            );
          })}
        </ol>
      )}
      <Button
        ref={addRef}
        variant="secondary"
        size="sm"
        className="list-field__add"
        onClick={add}
        disabled={value.length >= maxItems}
      >
        + {addLabel}
      </Button>
      <FieldError id={field.errorId} message={field.message} />
    </fieldset>
  );
}
