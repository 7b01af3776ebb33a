import type { ChangeEvent, ClipboardEvent, ComponentProps, KeyboardEvent, ReactNode } from 'react';
import { PHONE_DIGITS, PHONE_MASKED_LENGTH } from '@fairchance/shared';
import { FieldShell, useField, type FieldErrorInput } from './field.tsx';
import { caretAfterDigits, formatPhoneInput, toPhoneDigits } from './phone-format.ts';

export interface PhoneInputProps extends Omit<
  ComponentProps<'input'>,
  'type' | 'className' | 'children' | 'maxLength'
> {
  label: ReactNode;
  hint?: ReactNode;
  error?: FieldErrorInput;
  isRequired?: boolean;
  className?: string;
  /** Called with the digits only (what the API receives) after every change. */
  onDigitsChange?: (digits: string) => void;
}

const countDigits = (text: string) => Math.min(text.replace(/\D/g, '').length, PHONE_DIGITS);

/** The input's own value setter: a value set through it is seen by React as typed input. */
function setNativeValue(input: HTMLInputElement, value: string): boolean {
  const descriptor = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value');
  if (!descriptor?.set) return false;
  descriptor.set.call(input, value);
  return true;
}

/**
 * US phone input masked as '(###) ###-####' while typing (docs/validation.md): at most 14
 * characters, the field's value is the masked text and `onDigitsChange` gives the digits. Works
 * with `{...register('phone')}` (the mask is applied before react-hook-form reads the value);
 * default values should already be formatted.
 */
export function PhoneInput({
  label,
  hint,
  error,
  isRequired,
  className,
  id,
  onChange,
  onKeyDown,
  onPaste,
  onDigitsChange,
  ...rest
}: PhoneInputProps) {
  const field = useField({ id, hint, error });

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const raw = input.value;
    const caret = input.selectionStart ?? raw.length;
    const formatted = formatPhoneInput(raw);
    if (formatted !== raw) {
      input.value = formatted;
      const position = caretAfterDigits(formatted, countDigits(raw.slice(0, caret)));
      if (input.ownerDocument.activeElement === input) input.setSelectionRange(position, position);
    }
    onChange?.(event);
    onDigitsChange?.(toPhoneDigits(formatted));
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    onKeyDown?.(event);
    const input = event.currentTarget;
    const { selectionStart, selectionEnd, value } = input;
    // Backspace right after '(', ') ' or '-' deletes the digit before them instead of nothing.
    if (event.key !== 'Backspace' || selectionStart === null || selectionStart !== selectionEnd) {
      return;
    }
    let position = selectionStart;
    while (position > 0 && /\D/.test(value.charAt(position - 1))) position -= 1;
    if (position !== selectionStart && position > 0) input.setSelectionRange(position, position);
  }

  function handlePaste(event: ClipboardEvent<HTMLInputElement>) {
    onPaste?.(event);
    if (event.defaultPrevented) return;
    // The pasted text may carry a country code and spaces, longer than maxLength would allow.
    const input = event.currentTarget;
    const pasted = event.clipboardData.getData('text');
    const start = input.selectionStart ?? input.value.length;
    const end = input.selectionEnd ?? start;
    const before = input.value.slice(0, start);
    const formatted = formatPhoneInput(before + pasted + input.value.slice(end));
    if (!setNativeValue(input, formatted)) return;
    event.preventDefault();
    input.dispatchEvent(new Event('input', { bubbles: true }));
    const position = caretAfterDigits(formatted, countDigits(before) + countDigits(pasted));
    input.setSelectionRange(position, position);
  }

  return (
    <FieldShell
      field={field}
      label={label}
      hint={hint}
      isRequired={isRequired}
      className={className}
    >
      <input
        autoComplete="tel-national"
        {...rest}
        id={field.inputId}
        className="field__control"
        type="tel"
        inputMode="tel"
        maxLength={PHONE_MASKED_LENGTH}
        aria-invalid={field.isInvalid || undefined}
        aria-describedby={field.describedBy}
        aria-required={isRequired || undefined}
        onChange={handleChange}
        onKeyDown={handleKeyDown}
        onPaste={handlePaste}
      />
    </FieldShell>
  );
}
