import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES as M } from './messages.ts';

// The wording is part of the product (docs/validation.md): a change here must be deliberate.
describe('validation messages', () => {
  it('words every message exactly as docs/validation.md does', () => {
    expect(M.required).toBe('This field is required.');
    expect(M.maxLength(1000)).toBe('Maximum length is 1000 characters.');
    expect(M.minLength(8)).toBe('Minimum length is 8 characters.');
    expect(M.max(12)).toBe('Maximum value is 12.');
    expect(M.min(1)).toBe('Minimum value is 1.');
    expect(M.email).toBe('Invalid email address.');
    expect(M.url).toBe('Invalid URL.');
    expect(M.pattern).toBe('This field is invalid.');
    expect(M.phoneInvalid).toBe('Invalid phone number');
    expect(M.phoneRequired).toBe('This field is required');
    expect(M.passwordsDoNotMatch).toBe('Passwords do not match.');
    expect(M.dateInFuture).toBe('Date must be in the future');
    expect(M.dateNotPast).toBe('Date must be in the present or the future');
    expect(M.endAfterStart).toBe('End date must be after start date');
    expect(M.yearEarnedAfterStart).toBe('Year earned must be after start year');
    expect(M.expirationAfterIssue).toBe('Expiration date must be after issue date');
    expect(M.maxSalaryAtLeastMin).toBe(
      'Max salary must be equal or larger than the first value of range',
    );
    expect(M.atLeastOne).toBe('At least one required');
    expect(M.organizationDescriptionMax).toBe('Max 1,000 characters.');
    expect(M.exactlyN(5)).toBe('Choose exactly 5.');
    expect(M.minItems(2)).toBe('Choose at least 2.');
    expect(M.maxItems(50)).toBe('Choose at most 50.');
  });
});
