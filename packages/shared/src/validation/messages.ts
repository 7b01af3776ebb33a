/**
 * Validation messages (docs/validation.md#messages). Forms and the API both use these; the Spanish
 * is in ./messages-es.ts.
 */
import { localize } from '../i18n/localize.ts';
import { VALIDATION_MESSAGES_ES } from './messages-es.ts';

export const VALIDATION_MESSAGES = {
  required: 'This field is required.',
  maxLength: (n: number) => `Maximum length is ${n} characters.`,
  minLength: (n: number) => `Minimum length is ${n} characters.`,
  max: (n: number) => `Maximum value is ${n}.`,
  min: (n: number) => `Minimum value is ${n}.`,
  email: 'Invalid email address.',
  url: 'Invalid URL.',
  pattern: 'This field is invalid.',
  phoneInvalid: 'Invalid phone number',
  phoneRequired: 'This field is required',
  passwordsDoNotMatch: 'Passwords do not match.',
  dateInFuture: 'Date must be in the future',
  dateNotPast: 'Date must be in the present or the future',
  endAfterStart: 'End date must be after start date',
  yearEarnedAfterStart: 'Year earned must be after start year',
  expirationAfterIssue: 'Expiration date must be after issue date',
  maxSalaryAtLeastMin: 'Max salary must be equal or larger than the first value of range',
  atLeastOne: 'At least one required',
  organizationDescriptionMax: 'Max 1,000 characters.',
  exactlyN: (n: number) => `Choose exactly ${n}.`,
  minItems: (n: number) => `Choose at least ${n}.`,
  maxItems: (n: number) => `Choose at most ${n}.`,
  invalidChoice: 'Choose one of the options.',
  controlCharacters: 'Use letters, numbers, spaces and punctuation only.',
} as const;

/** `VALIDATION_MESSAGES` in every language: `VALIDATION_TEXT.maxLength(100).in('es')`. */
export const VALIDATION_TEXT = /* @__PURE__ */ localize('validation', VALIDATION_MESSAGES, {
  es: VALIDATION_MESSAGES_ES,
});
