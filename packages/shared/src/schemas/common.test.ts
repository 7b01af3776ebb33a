import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../errors.ts';
import { issuesOf, messageAt } from '../test-helpers.ts';
import { TokenRequestSchema, TokenResponseSchema } from './auth.ts';
import {
  ErrorBodySchema,
  IdParamsSchema,
  PagingQuerySchema,
  REFUSED_QUERY_MESSAGES,
  refuseQueryKeys,
  TwoWayPagingQuerySchema,
} from './common.ts';
import { CreateUploadRequestSchema, UploadParamsSchema, UploadSchema } from './uploads.ts';

describe('paging', () => {
  it('defaults the limit to 20 and reads it from a query string', () => {
    expect(PagingQuerySchema.parse({})).toEqual({ limit: 20 });
    expect(PagingQuerySchema.parse({ limit: '50', before: 'abc' })).toEqual({
      limit: 50,
      before: 'abc',
    });
  });

  it('keeps the limit between 1 and 100', () => {
    expect(messageAt(PagingQuerySchema, { limit: '0' }, 'limit')).toBe('Minimum value is 1.');
    expect(messageAt(PagingQuerySchema, { limit: '101' }, 'limit')).toBe('Maximum value is 100.');
  });

  it('reads since as an ISO timestamp or date', () => {
    expect(PagingQuerySchema.safeParse({ since: '2025-06-01T10:00:00.000Z' }).success).toBe(true);
    expect(PagingQuerySchema.safeParse({ since: '2025-06-01' }).success).toBe(true);
    expect(PagingQuerySchema.safeParse({ since: 'yesterday' }).success).toBe(false);
  });

  it('pages both ways only where docs/api.md#endpoints says so, one edge at a time', () => {
    expect(PagingQuerySchema.parse({ after: 'abc' })).toEqual({ limit: 20 });
    expect(TwoWayPagingQuerySchema.parse({ after: 'abc', since: '2025-06-01' })).toEqual({
      after: 'abc',
      since: '2025-06-01',
      limit: 20,
    });
    expect(messageAt(TwoWayPagingQuerySchema, { before: 'a', after: 'b' }, 'after')).toBe(
      'Send either before or after, not both.',
    );
  });

  it('refuses a paging key a list does not honour, on its own path, and drops other keys', () => {
    const schema = refuseQueryKeys(PagingQuerySchema, ['after']);
    expect(schema.parse({ before: 'abc', utm_source: 'mail' })).toEqual({
      before: 'abc',
      limit: 20,
    });
    expect(issuesOf(schema, { after: 'abc' })).toEqual({ after: [REFUSED_QUERY_MESSAGES.after] });
    expect(issuesOf(schema, { after: '' })).toEqual({ after: [REFUSED_QUERY_MESSAGES.after] });
    // Query strings reach the schema as objects without a prototype.
    const query = Object.assign(Object.create(null) as Record<string, string>, { after: 'abc' });
    expect(schema.safeParse(query).success).toBe(false);
    expect(
      issuesOf(refuseQueryKeys(PagingQuerySchema, ['after', 'since']), {
        after: 'a',
        since: '2025-06-01',
      }),
    ).toEqual({ after: [REFUSED_QUERY_MESSAGES.after], since: [REFUSED_QUERY_MESSAGES.since] });
  });

  it('documents only the keys a list honours', () => {
    const json = z.toJSONSchema(refuseQueryKeys(PagingQuerySchema, ['after']), { io: 'input' });
    expect(Object.keys(json.properties ?? {}).sort()).toEqual(['before', 'limit', 'since']);
  });

  it('takes UUID ids', () => {
    expect(IdParamsSchema.safeParse({ id: '0190a0b0-0000-7000-8000-000000000001' }).success).toBe(
      true,
    );
    expect(IdParamsSchema.safeParse({ id: '42' }).success).toBe(false);
  });
});

describe('error body', () => {
  it('matches AppError#toBody', () => {
    const body = new AppError('InvalidRequest', 'Bad', [
      { path: 'email', message: 'Invalid email address.' },
    ]).toBody();
    expect(ErrorBodySchema.parse(body)).toEqual(body);
    expect(ErrorBodySchema.safeParse({ code: 'Teapot', message: 'x' }).success).toBe(false);
  });
});

describe('token endpoint', () => {
  const client = { clientId: 'web', clientSecret: 'web' };

  it('tells the grants apart', () => {
    expect(
      TokenRequestSchema.parse({
        grantType: 'password',
        username: 'A@B.co',
        password: 'x',
        ...client,
      }),
    ).toEqual({ grantType: 'password', username: 'a@b.co', password: 'x', ...client });
    expect(
      TokenRequestSchema.parse({ grantType: 'refresh_token', refreshToken: 'r', ...client })
        .grantType,
    ).toBe('refresh_token');
    expect(
      TokenRequestSchema.safeParse({ grantType: 'authorization_code', ...client }).success,
    ).toBe(false);
    expect(
      TokenRequestSchema.safeParse({ grantType: 'password', username: 'a@b.co', ...client })
        .success,
    ).toBe(false);
  });

  it('answers a Bearer token', () => {
    const answer = { accessToken: 'a', refreshToken: 'r', tokenType: 'Bearer', expiresIn: 900 };
    expect(TokenResponseSchema.parse(answer)).toEqual(answer);
    expect(TokenResponseSchema.safeParse({ ...answer, tokenType: 'MAC' }).success).toBe(false);
  });
});

describe('uploads', () => {
  it('takes a kind and an image content type', () => {
    expect(UploadParamsSchema.parse({ kind: 'avatar' })).toEqual({ kind: 'avatar' });
    expect(UploadParamsSchema.safeParse({ kind: 'video' }).success).toBe(false);
    expect(CreateUploadRequestSchema.parse({ contentType: 'image/jpeg' })).toEqual({
      contentType: 'image/jpeg',
    });
    expect(
      messageAt(CreateUploadRequestSchema, { contentType: 'application/pdf' }, 'contentType'),
    ).toBe('Choose one of the options.');
  });

  it('answers url, fields and key', () => {
    const answer = {
      url: 'http://localhost:3000/api/media',
      fields: { key: 'k', policy: 'p' },
      key: 'k',
    };
    expect(UploadSchema.parse(answer)).toEqual(answer);
  });
});
