/**
 * Field schemas used by many forms and by the API (STYLE: "field schemas exist once").
 * Conventions:
 * - A required field that is missing, null or an empty (or blank) string says 'This field is
 *   required.' (docs/validation.md), so a form and a raw API call get the same message.
 * - Optional text turns '' into null: a cleared input means "no value", never an empty string.
 * - Transforms sit at the end of a schema so the request side still converts to JSON Schema.
 */
import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_DIGITS,
  PHONE_MASKED_LENGTH,
  TEXT_MAX_LENGTH,
} from '../constants.ts';
import { YES_NO } from '../enums/justice.ts';
import { US_STATE_CODES } from '../enums/geography.ts';
import { VALIDATION_MESSAGES as M } from './messages.ts';

type Issue = { input?: unknown };

const isMissing = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Error map: a missing value is "required"; any other type error keeps zod's own message. */
export const requiredError = (iss: Issue): string | undefined =>
  isMissing(iss.input) ? M.required : undefined;

/**
 * A max-length check in the product's words ('Maximum length is {n} characters.',
 * docs/validation.md#messages).
 */
export function textMax(n: number) {
  return z.string().trim().max(n, M.maxLength(n));
}

/** Required text: trimmed, non-empty, at most `max` characters. */
export function requiredString(max: number = TEXT_MAX_LENGTH) {
  return z
    .string({ error: requiredError })
    .trim()
    .min(1, { error: M.required, abort: true })
    .max(max, M.maxLength(max));
}

/** Optional text: '' becomes null, undefined stays undefined (not sent). */
export function optionalString(max: number = TEXT_MAX_LENGTH) {
  return z
    .string()
    .trim()
    .max(max, M.maxLength(max))
    .nullish()
    .transform((value) => (value === '' ? null : value));
}

/**
 * Characters a one-line name or title never needs and an attacker likes: C0 controls (tab, line
 * breaks, NUL), DEL, C1 controls, and the bidirectional embeddings, overrides and isolates
 * (U+202A-U+202E, U+2066-U+2069) that make text display in another order than it is stored
 * (CVE-2021-42574, "Trojan Source"): a name that reads one way on a screen and another in a list.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

export function hasControlCharacters(value: string): boolean {
  return CONTROL_CHARACTERS.test(value);
}

/** Required one-line text (a name, a title): as `requiredString`, without control characters. */
export function requiredLine(max: number = TEXT_MAX_LENGTH) {
  return requiredString(max).refine((value) => !hasControlCharacters(value), M.controlCharacters);
}

/** Optional one-line text: as `optionalString`, without control characters. */
export function optionalLine(max: number = TEXT_MAX_LENGTH) {
  return z
    .string()
    .trim()
    .max(max, M.maxLength(max))
    .refine((value) => !hasControlCharacters(value), M.controlCharacters)
    .nullish()
    .transform((value) => (value === '' ? null : value));
}

/** A person's first or last name. */
export const nameField = requiredLine(NAME_MAX_LENGTH);

/** zod's own e-mail pattern, for checks that cannot be a pipe. */
const EMAIL_PATTERN = z.regexes.email;

/** Emails are trimmed and lower-cased, so uniqueness does not depend on how one types them. */
export const emailField = requiredString(EMAIL_MAX_LENGTH).toLowerCase().pipe(z.email(M.email));

export const optionalEmailField = optionalString(EMAIL_MAX_LENGTH)
  .refine((value) => value === null || value === undefined || EMAIL_PATTERN.test(value), M.email)
  .transform((value) => value?.toLowerCase() ?? value);

/** A new password: at least 8 characters, kept as typed (no trimming). */
export const passwordField = z
  .string({ error: requiredError })
  .min(1, { error: M.required, abort: true })
  .min(PASSWORD_MIN_LENGTH, M.minLength(PASSWORD_MIN_LENGTH))
  .max(PASSWORD_MAX_LENGTH, M.maxLength(PASSWORD_MAX_LENGTH));

/** A password being checked (login, current password): only required. */
export const currentPasswordField = z
  .string({ error: requiredError })
  .min(1, { error: M.required, abort: true })
  .max(PASSWORD_MAX_LENGTH, M.maxLength(PASSWORD_MAX_LENGTH));

// ---- phone ------------------------------------------------------------------------------------

const MASKED_PHONE = /^\(\d{3}\) \d{3}-\d{4}$/;
const DIGITS_PHONE = new RegExp(`^\\d{${PHONE_DIGITS}}$`);
/** North American numbering: area code and exchange do not start with 0 or 1. */
const US_PHONE = /^[2-9]\d{2}[2-9]\d{6}$/;

/**
 * The digits of a valid US phone number, or null. Accepts the mask '(414) 555-0100' (14 characters,
 * docs/validation.md) or ten digits; anything else is invalid, as is a number that fails the US
 * check.
 */
export function parsePhone(value: string): string | null {
  const text = value.trim();
  let digits: string;
  if (DIGITS_PHONE.test(text)) digits = text;
  else if (text.length === PHONE_MASKED_LENGTH && MASKED_PHONE.test(text))
    digits = text.replace(/\D/g, '');
  else return null;
  return US_PHONE.test(digits) ? digits : null;
}

export function isValidPhone(value: string): boolean {
  return parsePhone(value) !== null;
}

/** Optional phone: '' or null means no phone (null); otherwise sent as digits only. */
export const optionalPhoneField = z
  .string()
  .nullish()
  .transform((value, ctx) => {
    if (value === undefined || value === null) return value;
    if (value.trim() === '') return null;
    const digits = parsePhone(value);
    if (digits === null) {
      ctx.addIssue({ code: 'custom', message: M.phoneInvalid });
      return z.NEVER;
    }
    return digits;
  });

/** Required phone: empty says 'This field is required' (the product's wording, no full stop). */
export const requiredPhoneField = z
  .string({ error: (iss: Issue) => (isMissing(iss.input) ? M.phoneRequired : undefined) })
  .transform((value, ctx) => {
    if (value.trim() === '') {
      ctx.addIssue({ code: 'custom', message: M.phoneRequired });
      return z.NEVER;
    }
    const digits = parsePhone(value);
    if (digits === null) {
      ctx.addIssue({ code: 'custom', message: M.phoneInvalid });
      return z.NEVER;
    }
    return digits;
  });

// ---- numbers, months, years -------------------------------------------------------------------

interface NumberRules {
  min?: number;
  max?: number;
  /** Message for min/max when the product has its own (e.g. a year that is not four digits). */
  message?: string;
  int?: boolean;
}

function numberChecks({ min, max, message, int = true }: NumberRules) {
  let schema = z.number();
  if (int) schema = schema.int(message ?? M.pattern);
  if (min !== undefined) schema = schema.min(min, message ?? M.min(min));
  if (max !== undefined) schema = schema.max(max, message ?? M.max(max));
  return schema;
}

/** Reads a number from a number or a numeric string (select and text inputs hold strings). */
function toNumber(value: number | string, ctx: z.RefinementCtx): number {
  if (typeof value === 'number') return value;
  const number = Number(value.trim());
  if (!Number.isFinite(number)) {
    ctx.addIssue({ code: 'custom', message: M.pattern });
    return z.NEVER;
  }
  return number;
}

/** A required number; accepts numeric strings from inputs. */
export function numberField(rules: NumberRules = {}) {
  return z
    .union([z.number(), z.string()], { error: requiredError })
    .transform((value, ctx) => {
      if (typeof value === 'string' && value.trim() === '') {
        ctx.addIssue({ code: 'custom', message: M.required });
        return z.NEVER;
      }
      return toNumber(value, ctx);
    })
    .pipe(numberChecks(rules));
}

/**
 * An optional number: '', null and undefined all become null.
 * (The `.nullish()` wrapper, not a union with z.undefined(), lets an object omit the key.)
 */
export function optionalNumberField(rules: NumberRules = {}) {
  return z
    .union([z.number(), z.string()])
    .nullish()
    .transform((value, ctx) => {
      if (value === undefined || value === null) return null;
      if (typeof value === 'string' && value.trim() === '') return null;
      return toNumber(value, ctx);
    })
    .pipe(numberChecks(rules).nullable());
}

const MONTH_RULES: NumberRules = { min: 1, max: 12 };
const YEAR_RULES: NumberRules = { min: 1000, max: 9999, message: M.pattern };

/** Month 1-12 (docs/api.md). */
export const monthField = numberField(MONTH_RULES);
export const optionalMonthField = optionalNumberField(MONTH_RULES);
/** Four-digit year (docs/api.md). */
export const yearField = numberField(YEAR_RULES);
export const optionalYearField = optionalNumberField(YEAR_RULES);

/** Stored shapes (responses) use these: plain, no coercion. */
export const monthValue = z.number().int().min(1).max(12);
export const yearValue = z.number().int().min(1000).max(9999);

// ---- choices ----------------------------------------------------------------------------------

type Values = readonly [string, ...string[]];

/** One value from a list; missing or '' says 'This field is required.'. */
export function requiredEnum<const T extends Values>(values: T) {
  return z.enum(values, { error: requiredError });
}

/** One value from a list or nothing: '', null and a missing key become null. */
export function optionalEnum<const T extends Values>(values: T) {
  return z
    .union([z.enum(values), z.literal('')])
    .nullish()
    .transform((value) => (value === '' || value === undefined ? null : value));
}

export const yesNoField = requiredEnum(YES_NO);

/** A form's yes/no or the stored boolean: the API accepts both (docs/api.md). Empty is null. */
export const yesNoOrBooleanField = z
  .union([z.boolean(), z.enum(YES_NO), z.literal('')])
  .nullish()
  .transform((value) => (value === '' || value === undefined ? null : value));

interface ListRules {
  min?: number;
  max?: number;
  exact?: number;
  /** Overrides the message of `min` (e.g. 'At least one required'). */
  minMessage?: string;
}

/**
 * A multi-choice list. Duplicates are dropped (docs/validation.md: "duplicates are not added") and
 * counted once, so ['a', 'a'] does not satisfy "at least two".
 */
export function choiceList<S extends z.ZodType<string>>(item: S, rules: ListRules = {}) {
  return z
    .array(item, { error: requiredError })
    .superRefine((list, ctx) => {
      const count = new Set(list).size;
      if (rules.exact !== undefined && count !== rules.exact)
        ctx.addIssue({ code: 'custom', message: M.exactlyN(rules.exact) });
      if (rules.min !== undefined && count < rules.min)
        ctx.addIssue({
          code: 'custom',
          message: rules.minMessage ?? (rules.min === 1 ? M.atLeastOne : M.minItems(rules.min)),
        });
      if (rules.max !== undefined && count > rules.max)
        ctx.addIssue({ code: 'custom', message: M.maxItems(rules.max) });
    })
    .transform((list) => [...new Set(list)]);
}

// ---- places -----------------------------------------------------------------------------------

export const usStateField = requiredEnum(US_STATE_CODES);
export const optionalUsStateField = optionalEnum(US_STATE_CODES);

/** US ZIP code, 5 digits or ZIP+4. */
export const POSTAL_CODE_PATTERN = /^\d{5}(-\d{4})?$/;
export const postalCodeField = requiredString(10).regex(POSTAL_CODE_PATTERN, M.pattern);
export const optionalPostalCodeField = optionalString(10).refine(
  (value) => value === null || value === undefined || POSTAL_CODE_PATTERN.test(value),
  M.pattern,
);

// ---- dates ------------------------------------------------------------------------------------

/** A calendar date YYYY-MM-DD (e.g. an expected release date). */
export const isoDateField = z
  .string({ error: requiredError })
  .trim()
  .min(1, { error: M.required, abort: true })
  .pipe(z.iso.date(M.pattern));

/** A timestamp in answers: ISO 8601 with Z or an offset (the API sends Date#toISOString()). */
export const timestampValue = z.iso.datetime({ offset: true });
