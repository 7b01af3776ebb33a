import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SinceSchema } from '../schemas/common.ts';
import { CreateOrganizationRequestSchema } from '../schemas/rsp.ts';
import { messageAt } from '../test-helpers.ts';
import { VALIDATION_MESSAGES as M } from './messages.ts';

// The test setup installs the product's words, as the API and the web app do at start.
describe('the words for zod’s own checks', () => {
  it('says a value outside a list is not one of the options', () => {
    expect(messageAt(z.object({ a: z.enum(['x', 'y']) }), { a: 'z' }, 'a')).toBe(M.invalidChoice);
  });

  it('says a missing object is required, and a value of the wrong kind is invalid', () => {
    const body = { name: 'Org' };
    expect(messageAt(CreateOrganizationRequestSchema, body, 'owner')).toBe(M.required);
    expect(messageAt(z.object({ n: z.number() }), { n: 'seven' }, 'n')).toBe(M.pattern);
  });

  it('says a time that is neither a date nor a timestamp is one', () => {
    expect(messageAt(z.object({ s: SinceSchema }), { s: '2025-13-01' }, 's')).toBe(
      'Send a date (YYYY-MM-DD) or a time (ISO 8601).',
    );
  });

  it("keeps a schema's own message", () => {
    const schema = z.object({ a: z.enum(['x'], { error: 'Pick x.' }) });
    expect(messageAt(schema, { a: 'z' }, 'a')).toBe('Pick x.');
  });
});
