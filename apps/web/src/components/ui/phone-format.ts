import { PHONE_DIGITS } from '@fairchance/shared';

/*
 * Local phone mask until the shared `formatPhone` lands in @fairchance/shared; swap these for it
 * then. US format '(###) ###-####' (14 characters), built progressively as digits are typed.
 */

/** Digits only, at most ten; a leading US country code 1 on an eleven-digit number is dropped. */
export function toPhoneDigits(value: string): string {
  let digits = value.replace(/\D/g, '');
  if (digits.length > PHONE_DIGITS && digits.startsWith('1')) digits = digits.slice(1);
  return digits.slice(0, PHONE_DIGITS);
}

/** '5551234567' → '(555) 123-4567'; partial input gives a partial mask: '5551' → '(555) 1'. */
export function formatPhoneInput(value: string): string {
  const digits = toPhoneDigits(value);
  if (digits.length === 0) return '';
  const area = digits.slice(0, 3);
  const prefix = digits.slice(3, 6);
  const line = digits.slice(6);
  if (digits.length <= 3) return `(${area}`;
  if (digits.length <= 6) return `(${area}) ${prefix}`;
  return `(${area}) ${prefix}-${line}`;
}

/** Where the caret goes in a formatted value so that `digitCount` digits come before it. */
export function caretAfterDigits(formatted: string, digitCount: number): number {
  if (digitCount <= 0) return formatted.startsWith('(') ? 1 : 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index += 1) {
    if (/\d/.test(formatted.charAt(index))) seen += 1;
    if (seen === digitCount) return index + 1;
  }
  return formatted.length;
}
