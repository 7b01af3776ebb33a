/**
 * Phone display and input mask (docs/validation.md#phone, docs/validation.md#display-formats):
 * '(###) ###-####', 14 characters at most.
 */
import { PHONE_DIGITS } from '../constants.ts';

/** Only the digits of a phone number, as the API stores and sends it. */
export function phoneDigits(value: string | null | undefined): string {
  return (value ?? '').replace(/\D/g, '');
}

/**
 * Formats as much of a number as has been typed, for a mask-as-you-type input:
 * '4' -> '(4', '41455' -> '(414) 55', '4145550100' -> '(414) 555-0100'. Digits past the tenth
 * are dropped, so the result is never longer than 14 characters. A pasted '+1 414 555 0100'
 * loses its country code.
 */
export function formatPhone(value: string | null | undefined): string {
  let digits = phoneDigits(value);
  if (digits.length === PHONE_DIGITS + 1 && digits.startsWith('1')) digits = digits.slice(1);
  digits = digits.slice(0, PHONE_DIGITS);
  if (digits.length === 0) return '';
  const area = digits.slice(0, 3);
  const exchange = digits.slice(3, 6);
  const line = digits.slice(6);
  if (digits.length <= 3) return `(${area}`;
  if (digits.length <= 6) return `(${area}) ${exchange}`;
  return `(${area}) ${exchange}-${line}`;
}
