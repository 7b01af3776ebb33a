import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { GENDERS } from '../enums/diversity.ts';
import {
  choiceList,
  currentPasswordField,
  emailField,
  isoDateField,
  isValidPhone,
  monthField,
  nameField,
  numberField,
  optionalEmailField,
  optionalEnum,
  optionalMonthField,
  optionalNumberField,
  optionalPhoneField,
  optionalPostalCodeField,
  optionalString,
  optionalYearField,
  parsePhone,
  passwordField,
  postalCodeField,
  requiredEnum,
  requiredPhoneField,
  requiredString,
  textMax,
  usStateField,
  yearField,
  yesNoField,
  yesNoOrBooleanField,
} from './fields.ts';
import { VALIDATION_MESSAGES as M } from './messages.ts';

/** The messages a schema gives for a value (empty when valid). */
function messages(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

/** The message of one field inside an object, as a form would see it. */
function fieldMessages(schema: z.ZodType, value: unknown): string[] {
  return messages(z.object({ field: schema }), value === undefined ? {} : { field: value });
}

describe('required text', () => {
  const schema = requiredString(5);

  it("says 'This field is required.' for missing, null, empty and blank", () => {
    for (const value of [undefined, null, '', '   ']) {
      expect(fieldMessages(schema, value)).toEqual(['This field is required.']);
    }
  });

  it('trims and enforces the maximum length', () => {
    expect(schema.parse('  abc ')).toBe('abc');
    expect(messages(schema, 'abcdef')).toEqual(['Maximum length is 5 characters.']);
  });

  it('names are required', () => {
    expect(messages(nameField, '')).toEqual([M.required]);
    expect(nameField.parse(' Ana ')).toBe('Ana');
  });

  it('textMax words the limit as docs/validation.md does', () => {
    expect(messages(textMax(3), 'abcd')).toEqual(['Maximum length is 3 characters.']);
    expect(textMax(3).parse(' ab ')).toBe('ab');
  });
});

describe('optional text', () => {
  const schema = optionalString(3);
  it("turns '' into null and keeps undefined", () => {
    expect(schema.parse('')).toBeNull();
    expect(schema.parse('  ')).toBeNull();
    expect(schema.parse(null)).toBeNull();
    expect(schema.parse(undefined)).toBeUndefined();
    expect(schema.parse(' ab ')).toBe('ab');
    expect(messages(schema, 'abcd')).toEqual(['Maximum length is 3 characters.']);
  });
});

describe('email', () => {
  it("says 'Invalid email address.' for a bad address", () => {
    expect(messages(emailField, 'not-an-email')).toEqual(['Invalid email address.']);
    expect(messages(emailField, 'a@b')).toEqual(['Invalid email address.']);
  });

  it('is required, trimmed and lower-cased', () => {
    expect(fieldMessages(emailField, '')).toEqual([M.required]);
    expect(fieldMessages(emailField, undefined)).toEqual([M.required]);
    expect(emailField.parse('  Ana.Diaz@Example.COM ')).toBe('ana.diaz@example.com');
  });

  it('an optional email may be empty', () => {
    expect(optionalEmailField.parse('')).toBeNull();
    expect(optionalEmailField.parse(undefined)).toBeUndefined();
    expect(optionalEmailField.parse('X@Y.org')).toBe('x@y.org');
    expect(messages(optionalEmailField, 'nope')).toEqual([M.email]);
  });
});

describe('password', () => {
  it("says 'Minimum length is 8 characters.' when short", () => {
    expect(messages(passwordField, 'short')).toEqual(['Minimum length is 8 characters.']);
    expect(passwordField.parse(' 12345678')).toBe(' 12345678');
  });

  it('is required', () => {
    expect(fieldMessages(passwordField, '')).toEqual([M.required]);
    expect(fieldMessages(passwordField, undefined)).toEqual([M.required]);
  });

  it('a current password is only required', () => {
    expect(messages(currentPasswordField, 'x')).toEqual([]);
    expect(fieldMessages(currentPasswordField, '')).toEqual([M.required]);
  });

  it('has an upper bound', () => {
    expect(messages(passwordField, 'x'.repeat(257))).toEqual(['Maximum length is 256 characters.']);
  });
});

describe('phone', () => {
  it('accepts the mask or ten digits and gives digits only', () => {
    expect(parsePhone('(414) 555-0100')).toBe('4145550100');
    expect(parsePhone('4145550100')).toBe('4145550100');
    expect(requiredPhoneField.parse('(414) 555-0100')).toBe('4145550100');
    expect(optionalPhoneField.parse('4145550100')).toBe('4145550100');
  });

  it("says 'Invalid phone number' for any length other than 14 or 0", () => {
    for (const value of ['(414) 555-010', '(414) 555-01000', '414-555-0100', '41455501', '1']) {
      expect(messages(optionalPhoneField, value)).toEqual(['Invalid phone number']);
      expect(messages(requiredPhoneField, value)).toEqual(['Invalid phone number']);
    }
  });

  it("says 'Invalid phone number' for ten digits that fail the US check", () => {
    for (const value of ['(014) 555-0100', '(114) 555-0100', '(414) 055-0100', '4141550100']) {
      expect(isValidPhone(value)).toBe(false);
      expect(messages(optionalPhoneField, value)).toEqual(['Invalid phone number']);
    }
  });

  it('optional: empty or null means no phone', () => {
    expect(optionalPhoneField.parse('')).toBeNull();
    expect(optionalPhoneField.parse(null)).toBeNull();
    expect(optionalPhoneField.parse(undefined)).toBeUndefined();
  });

  it("required: empty says 'This field is required'", () => {
    expect(fieldMessages(requiredPhoneField, '')).toEqual(['This field is required']);
    expect(fieldMessages(requiredPhoneField, undefined)).toEqual(['This field is required']);
    expect(fieldMessages(requiredPhoneField, null)).toEqual(['This field is required']);
  });
});

describe('numbers, months and years', () => {
  it('reads numbers from numbers or numeric strings', () => {
    expect(monthField.parse(3)).toBe(3);
    expect(monthField.parse('12')).toBe(12);
    expect(yearField.parse('2024')).toBe(2024);
  });

  it('months are 1-12', () => {
    expect(messages(monthField, 0)).toEqual(['Minimum value is 1.']);
    expect(messages(monthField, 13)).toEqual(['Maximum value is 12.']);
    expect(messages(monthField, 2.5)).toEqual([M.pattern]);
  });

  it('years are four digits', () => {
    expect(messages(yearField, 999)).toEqual([M.pattern]);
    expect(messages(yearField, 10000)).toEqual([M.pattern]);
  });

  it('required numbers say so when empty; text is invalid', () => {
    expect(fieldMessages(monthField, '')).toEqual([M.required]);
    expect(fieldMessages(monthField, undefined)).toEqual([M.required]);
    expect(messages(monthField, 'abc')).toEqual([M.pattern]);
  });

  it('optional numbers turn empty into null', () => {
    expect(optionalMonthField.parse('')).toBeNull();
    expect(optionalYearField.parse(undefined)).toBeNull();
    expect(optionalYearField.parse('2030')).toBe(2030);
    expect(messages(optionalMonthField, 13)).toEqual(['Maximum value is 12.']);
    expect(optionalNumberField({ min: 1 }).parse(null)).toBeNull();
  });

  it("min and max use the product's wording", () => {
    expect(messages(numberField({ min: 1 }), 0)).toEqual(['Minimum value is 1.']);
    expect(messages(numberField({ max: 5 }), 6)).toEqual(['Maximum value is 5.']);
  });
});

describe('choices', () => {
  it('a required enum says required when empty and lists choices otherwise', () => {
    const schema = requiredEnum(GENDERS);
    expect(fieldMessages(schema, '')).toEqual([M.required]);
    expect(fieldMessages(schema, undefined)).toEqual([M.required]);
    expect(messages(schema, 'x')[0]).toBe('Choose one of the options.');
    expect(schema.parse('male')).toBe('male');
  });

  it('an optional enum turns empty into null', () => {
    const schema = optionalEnum(GENDERS);
    expect(schema.parse('')).toBeNull();
    expect(schema.parse(undefined)).toBeNull();
    expect(schema.parse('female')).toBe('female');
  });

  it('yes/no', () => {
    expect(fieldMessages(yesNoField, undefined)).toEqual([M.required]);
    expect(yesNoOrBooleanField.parse(true)).toBe(true);
    expect(yesNoOrBooleanField.parse('no')).toBe('no');
  });

  it('lists drop duplicates and count distinct values', () => {
    const list = choiceList(z.enum(GENDERS), { min: 1 });
    expect(list.parse(['male', 'male', 'female'])).toEqual(['male', 'female']);
    expect(messages(list, [])).toEqual(['At least one required']);
    expect(messages(choiceList(z.enum(GENDERS), { exact: 2 }), ['male', 'male'])).toEqual([
      'Choose exactly 2.',
    ]);
    expect(messages(choiceList(z.enum(GENDERS), { min: 2 }), ['male'])).toEqual([
      'Choose at least 2.',
    ]);
    expect(messages(choiceList(z.enum(GENDERS), { max: 1 }), ['male', 'female'])).toEqual([
      'Choose at most 1.',
    ]);
  });
});

describe('places and dates', () => {
  it('states by code', () => {
    expect(usStateField.parse('WI')).toBe('WI');
    expect(fieldMessages(usStateField, '')).toEqual([M.required]);
  });

  it('postal codes', () => {
    expect(postalCodeField.parse('53202')).toBe('53202');
    expect(postalCodeField.parse('53202-1234')).toBe('53202-1234');
    expect(messages(postalCodeField, '5320')).toEqual([M.pattern]);
    expect(fieldMessages(postalCodeField, '')).toEqual([M.required]);
    expect(optionalPostalCodeField.parse('')).toBeNull();
    expect(messages(optionalPostalCodeField, 'abc')).toEqual([M.pattern]);
  });

  it('ISO dates', () => {
    expect(isoDateField.parse('2030-01-31')).toBe('2030-01-31');
    expect(messages(isoDateField, '2030-02-31')).toEqual([M.pattern]);
    expect(fieldMessages(isoDateField, '')).toEqual([M.required]);
  });
});

describe('optional fields inside objects', () => {
  // zod rejects a missing key for some optional shapes; every optional field here must allow it.
  const optionalFields = {
    optionalString: optionalString(10),
    optionalEmailField,
    optionalPhoneField,
    optionalMonthField,
    optionalYearField,
    optionalEnum: optionalEnum(GENDERS),
    optionalPostalCodeField,
    yesNoOrBooleanField,
  };

  it.each(Object.entries(optionalFields))('%s may be left out', (_name, schema) => {
    const result = z.object({ field: schema }).safeParse({});
    expect(result.success).toBe(true);
    expect(result.data?.field ?? null).toBeNull();
  });

  it.each(Object.entries(optionalFields))(
    '%s stays absent in a partial object',
    (_name, schema) => {
      const parsed = z.object({ field: schema }).partial().parse({});
      expect('field' in parsed).toBe(false);
    },
  );
});
