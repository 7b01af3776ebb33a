import type { ChangeEventHandler, ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MULTILINE_DEFAULT_ROWS } from '@fairchance/shared';
import { intlLocale } from '#web/i18n/format.ts';
import { FieldShell, useField, type FieldErrorInput } from './field.tsx';

interface TextFieldBaseProps {
  label: ReactNode;
  hint?: ReactNode;
  /** A message or a react-hook-form error; schema messages are translated (docs/validation.md). */
  error?: FieldErrorInput;
  isRequired?: boolean;
  /**
   * The characters typed so far against the schema's limit: shown under the label ('12 of 1,000
   * characters') and set as the control's maxLength, so the count never goes past the limit.
   */
  counter?: { count: number; max: number };
  /** Class of the wrapper. */
  className?: string;
}

type InputProps = TextFieldBaseProps & {
  multiline?: false;
} & Omit<ComponentProps<'input'>, 'className' | 'children'>;

type TextareaProps = TextFieldBaseProps & {
  multiline: true;
} & Omit<ComponentProps<'textarea'>, 'className' | 'children'>;

export type TextFieldProps = InputProps | TextareaProps;

type TextControl = HTMLInputElement | HTMLTextAreaElement;

/** The value each control had at its last input event. */
const inputValues = new WeakMap<TextControl, string>();

/**
 * React's `onChange` answers the input event and also a change event alone, which some browsers'
 * autofill and date pickers send; Preact's compatibility layer listens to the input event only
 * (docs/decisions/045-preact.md). The change event calls the handler too, unless an input event
 * already brought the same value.
 */
function onEveryChange<T extends TextControl>(
  onChange: ChangeEventHandler<T> | undefined,
): { onChange?: ChangeEventHandler<T>; onChangeCapture?: ChangeEventHandler<T> } {
  if (!onChange) return {};
  return {
    // Preact's compatibility layer listens to the input event for this one.
    onChange: (event) => {
      inputValues.set(event.currentTarget, event.currentTarget.value);
      onChange(event);
    },
    onChangeCapture: (event) => {
      if (inputValues.get(event.currentTarget) === event.currentTarget.value) return;
      inputValues.set(event.currentTarget, event.currentTarget.value);
      onChange(event);
    },
  };
}

/**
 * A labelled text input (or a textarea with `multiline`, 4 rows by default). Works with
 * `{...register('name')}` since the ref goes to the control.
 */
export function TextField(props: TextFieldProps) {
  const { t } = useTranslation();
  const { counter } = props;
  const count = counter
    ? t('common.characterCount', {
        used: counter.count.toLocaleString(intlLocale()),
        max: counter.max.toLocaleString(intlLocale()),
      })
    : undefined;
  const hint =
    props.hint && count ? (
      <>
        {props.hint} {count}
      </>
    ) : (
      (props.hint ?? count)
    );
  const field = useField({ id: props.id, hint, error: props.error });
  const a11y = {
    ...(counter && { maxLength: counter.max }),
    id: field.inputId,
    className: 'field__control',
    'aria-invalid': field.isInvalid || undefined,
    'aria-describedby': field.describedBy,
    'aria-required': props.isRequired || undefined,
  };

  let control: ReactNode;
  if (props.multiline) {
    const {
      multiline: _multiline,
      label: _label,
      hint: _hint,
      error: _error,
      isRequired: _isRequired,
      counter: _counter,
      className: _className,
      rows = MULTILINE_DEFAULT_ROWS,
      onChange,
      ...rest
    } = props;
    control = <textarea {...rest} {...onEveryChange(onChange)} {...a11y} rows={rows} />;
  } else {
    const {
      multiline: _multiline,
      label: _label,
      hint: _hint,
      error: _error,
      isRequired: _isRequired,
      counter: _counter,
      className: _className,
      type = 'text',
      onChange,
      ...rest
    } = props;
    control = <input {...rest} {...onEveryChange(onChange)} {...a11y} type={type} />;
  }

  return (
    <FieldShell
      field={field}
      label={props.label}
      hint={hint}
      isRequired={props.isRequired}
      className={props.className}
    >
      {control}
    </FieldShell>
  );
}
