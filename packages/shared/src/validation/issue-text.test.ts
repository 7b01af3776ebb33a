import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { choiceList } from './fields.ts';
import { issueText } from './issue-text.ts';
import { VALIDATION_MESSAGES as M } from './messages.ts';

/** The first issue of parsing `value`, as the API receives it. */
function firstIssue(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected an issue');
  const [issue] = result.error.issues;
  return issue!;
}

const textOf = (schema: z.ZodType, value: unknown) => {
  const issue = firstIssue(schema, value);
  return issueText(issue.message, issue);
};

describe('issueText', () => {
  it("writes a schema's own message in Spanish, with its number", () => {
    const text = textOf(z.string().max(5, M.maxLength(5)), 'too long');
    expect(text.in('en')).toBe('Maximum length is 5 characters.');
    expect(text.in('es')).toBe('Puede escribir hasta 5 caracteres.');
  });

  it('writes the messages of refinements too', () => {
    const text = textOf(choiceList(z.string(), { exact: 2 }), ['a']);
    expect(text.in('es')).toBe('Elija exactamente 2.');
  });

  it("keeps zod's own English, and says the kind of check in Spanish", () => {
    const text = textOf(z.string().max(3), 'four');
    expect(text.in('en')).toMatch(/Too big/);
    expect(text.in('es')).toBe('Puede escribir hasta 3 caracteres.');
    expect(textOf(z.array(z.number()).min(2), [1]).in('es')).toBe('Elija por lo menos 2.');
    expect(textOf(z.number().max(10), 11).in('es')).toBe('El valor más alto es 10.');
  });

  it('says a value outside a list is not one of the options (the product’s words for zod’s checks)', () => {
    const text = textOf(z.enum(['en', 'es']), 'fr');
    expect(text.in('en')).toBe(M.invalidChoice);
    expect(text.in('es')).toBe('Elija una de las opciones.');
  });
});
