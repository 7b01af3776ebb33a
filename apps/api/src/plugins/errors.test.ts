import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '@fairchance/shared';
import { registerErrorHandling } from './errors.ts';

const app = Fastify({ logger: false, bodyLimit: 1024 }).withTypeProvider<ZodTypeProvider>();

beforeAll(async () => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  app.post(
    '/echo',
    {
      schema: {
        body: z.object({
          name: z.string().min(1, 'This field is required.'),
          history: z.array(
            z.object({ year: z.number().int().max(2100, 'Maximum value is 2100.') }),
          ),
        }),
        querystring: z.object({ limit: z.coerce.number().int().max(100).optional() }),
      },
    },
    async (request) => request.body,
  );
  app.get('/conflict', async () => {
    throw new AppError('ResourceConflict', 'Email already in use');
  });
  app.get('/boom', async () => {
    throw new Error('relation "users" does not exist at character 15');
  });
  app.get(
    '/leaky',
    { schema: { response: { 200: z.object({ safe: z.string() }).strict() } } },
    async () => ({ safe: 1 }) as unknown as { safe: string },
  );
  await app.ready();
});
afterAll(() => app.close());

describe('error handler', () => {
  it('answers validation errors with 400 InvalidRequest and per-field details', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/echo',
      payload: { name: '', history: [{ year: 2020 }, { year: 3000 }] },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json<{
      code: string;
      message: string;
      details: { path: string; message: string }[];
    }>();
    expect(body.code).toBe('InvalidRequest');
    expect(body.details).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'This field is required.' },
        { path: 'history.1.year', message: 'Maximum value is 2100.' },
      ]),
    );
    expect(body.message).toContain('This field is required.');
  });

  it('says where a bad query parameter is', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/echo?limit=500',
      payload: { name: 'a', history: [] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toContain('querystring');
  });

  it('answers malformed JSON with a clear 400', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'InvalidRequest',
      message: 'The request body is not valid JSON.',
    });
  });

  it('answers an oversize body with 413', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/echo',
      payload: { name: 'x'.repeat(5000), history: [] },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json<{ code: string }>().code).toBe('PayloadTooLarge');
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json<{ code: string }>().code).toBe('UnsupportedMediaType');
  });

  it('answers an AppError with its status and message', async () => {
    const res = await app.inject({ method: 'GET', url: '/conflict' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'ResourceConflict', message: 'Email already in use' });
  });

  it('hides the internals of an unexpected error', async () => {
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 'InternalError', message: 'Something went wrong' });
    expect(res.body).not.toContain('relation');
  });

  it('never sends an answer that fails its response schema', async () => {
    const res = await app.inject({ method: 'GET', url: '/leaky' });
    expect(res.statusCode).toBe(500);
    expect(res.json<{ code: string }>().code).toBe('InternalError');
  });
});
