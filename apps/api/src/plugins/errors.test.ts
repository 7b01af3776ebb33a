import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError, CALL_TEXT, VALIDATION_MESSAGES as M } from '@fairchance/shared';
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
          name: z.string().min(1, M.required).max(10, M.maxLength(10)),
          history: z.array(z.object({ year: z.number().int().max(2100, M.max(2100)) })),
        }),
        querystring: z.object({ limit: z.coerce.number().int().max(100).optional() }),
      },
    },
    async (request) => request.body,
  );
  app.get('/conflict', async () => {
    throw new AppError('ResourceConflict', CALL_TEXT.signUpEmailInUse, [
      { path: 'email', message: CALL_TEXT.signUpEmailInUse },
    ]);
  });
  app.get('/boom', async () => {
    throw new Error('relation "users" does not exist at character 15');
  });
  // PostgreSQL's errors as node-postgres throws them, and as Drizzle wraps them.
  const pgError = (code: string) => Object.assign(new Error(`pg ${code}`), { code });
  app.get('/deadlock', async () => {
    throw pgError('40P01');
  });
  app.get('/serialization', async () => {
    throw Object.assign(new Error('Failed query: update ...'), { cause: pgError('40001') });
  });
  app.get('/undefined-table', async () => {
    throw Object.assign(new Error('Failed query: select ...'), { cause: pgError('42P01') });
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
    expect(res.json()).toEqual({
      code: 'ResourceConflict',
      message: 'Email already in use',
      details: [{ path: 'email', message: 'Email already in use' }],
    });
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

describe('the language of error answers', () => {
  const spanish = { 'accept-language': 'es-MX,es;q=0.9,en;q=0.8' };

  it('follows Accept-Language, the code unchanged', async () => {
    const res = await app.inject({ method: 'GET', url: '/conflict', headers: spanish });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'ResourceConflict',
      message: 'Este correo ya está en uso',
      details: [{ path: 'email', message: 'Este correo ya está en uso' }],
    });
  });

  it('writes validation details in Spanish, numbers included, and says where they were', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: spanish,
      payload: { name: 'much too long', history: [{ year: 3000 }] },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ code: string; message: string; details: unknown[] }>();
    expect(body.code).toBe('InvalidRequest');
    expect(body.details).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'Puede escribir hasta 10 caracteres.' },
        { path: 'history.0.year', message: 'El valor más alto es 2100.' },
      ]),
    );
    expect(body.message).toMatch(/^(name|history\.0\.year): (Puede|El valor)/);

    const query = await app.inject({
      method: 'POST',
      url: '/echo?limit=500',
      headers: spanish,
      payload: { name: 'a', history: [] },
    });
    // zod's own sentence for a check no schema words: the product's words in Spanish.
    expect(query.json()).toEqual({
      code: 'InvalidRequest',
      message: 'limit: El valor más alto es 100. (en la consulta)',
      details: [{ path: 'limit', message: 'El valor más alto es 100.' }],
    });
  });

  it('writes the sentences of the handler itself and of a 500 in Spanish', async () => {
    const json = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { ...spanish, 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(json.json()).toEqual({
      code: 'InvalidRequest',
      message: 'Los datos enviados no son JSON válido.',
    });
    const boom = await app.inject({ method: 'GET', url: '/boom', headers: spanish });
    expect(boom.json()).toEqual({ code: 'InternalError', message: 'Algo salió mal' });
  });

  it('takes the best language the header accepts, and English for any other', async () => {
    const message = async (acceptLanguage: string) =>
      (
        await app.inject({
          method: 'GET',
          url: '/conflict',
          headers: { 'accept-language': acceptLanguage },
        })
      ).json<{ message: string }>().message;
    expect(await message('fr-CA, es;q=0.5')).toBe('Este correo ya está en uso');
    expect(await message('en-US,en;q=0.9,es;q=0.8')).toBe('Email already in use');
    expect(await message('fr, de')).toBe('Email already in use');
    expect(await message('es;q=0, en')).toBe('Email already in use');
  });
});

describe('a transaction stopped by a lock conflict', () => {
  it('answers 503 ServiceUnavailable with Retry-After, directly or wrapped by Drizzle', async () => {
    for (const url of ['/deadlock', '/serialization']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(503);
      expect(res.headers['retry-after'], url).toBe('1');
      expect(res.json<{ code: string; message: string }>(), url).toEqual({
        code: 'ServiceUnavailable',
        message: 'We are busy right now. Please try again in a moment.',
      });
    }
  });

  it('leaves every other database error a 500 that says nothing of the query', async () => {
    const res = await app.inject({ method: 'GET', url: '/undefined-table' });
    expect(res.statusCode).toBe(500);
    expect(res.headers['retry-after']).toBeUndefined();
    expect(res.body).not.toContain('select');
  });
});
