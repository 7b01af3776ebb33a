/**
 * Answers are written by serializers compiled from the response schemas (lib/response-serializer.ts).
 * What must hold: a field a schema does not declare never leaves the server, at any depth (the
 * cloaked profiles rely on it), and a handler bug answers the standard 500 instead of crashing or
 * leaking.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  AppError,
  ApplicationDetailSchema,
  ApplicationListSchema,
  type ApplicationDetail,
} from '@fairchance/shared';
import {
  createResponseSerializerCompiler,
  toSerializationSchema,
  zodSerializedResponses,
} from '../src/lib/response-serializer.ts';
import { errorHandler } from '../src/plugins/errors.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';

const SECRET = 'secret-offense-history';
const ID = '0190a5a4-7d3c-7cc1-8e3a-2f1b3c4d5e6f';
const TIME = '2026-01-02T03:04:05.000Z';

/** A valid detail as an employer before an interview sees it: a cloaked profile. */
function applicationDetail(): ApplicationDetail {
  return {
    id: ID,
    jobId: ID,
    number: 1,
    status: 'applied',
    answers: [{ question: 'Why?', answer: 'Because.' }],
    client: { id: ID, firstName: 'J***', lastName: 'D***' },
    rating: null,
    createdAt: TIME,
    profile: {
      id: ID,
      isCloaked: true,
      firstName: 'J***',
      lastName: 'D***',
      email: 'j*****@*****.***',
      personalSummary: null,
      personalStrengths: [],
      experience: [],
      languages: [{ language: 'english', level: 'nativeBilingual' }],
      relativeExperience: [
        {
          title: 'Cook',
          startAtMonth: 1,
          startAtYear: 2020,
          endAtMonth: null,
          endAtYear: null,
          stillWork: true,
          location: null,
          description: 'Line cook',
        },
      ],
      education: [],
      license: [],
      questions: [],
    },
  };
}

/** The detail with undeclared fields at the top, in nested objects and in array items. */
function withLeaks(detail: ApplicationDetail) {
  return {
    ...detail,
    passwordHash: SECRET,
    answers: detail.answers.map((answer) => ({ ...answer, internalNote: SECRET })),
    client: { ...detail.client, email: SECRET, userId: SECRET },
    profile: {
      ...detail.profile,
      criminalRecord: { offense: SECRET },
      relativeExperience: detail.profile.relativeExperience.map((entry) => ({
        ...entry,
        company: undefined,
        employerNotes: SECRET,
      })),
      languages: detail.profile.languages.map((entry) => ({ ...entry, hidden: SECRET })),
    },
  };
}

const NullableAndRecordSchema = z.object({
  owner: z.object({ name: z.string() }).nullable(),
  counts: z.record(z.string(), z.object({ total: z.number().int() })),
});

const UnionSchema = z.object({
  items: z.array(
    z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('a'), value: z.string() }),
      z.object({ kind: z.literal('b'), count: z.number() }),
    ]),
  ),
});

/** A bare app with the same compilers and error handler as the API, and routes that misbehave. */
async function buildProbe(validate: boolean): Promise<FastifyInstance> {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createResponseSerializerCompiler({ validate }));
  app.setErrorHandler(errorHandler);
  // The handlers return more than the types allow on purpose: a cast stands for a handler bug.
  const leaky = <T>(value: unknown) => value as T;

  app.get('/detail', { schema: { response: { 200: ApplicationDetailSchema } } }, async () =>
    leaky<ApplicationDetail>(withLeaks(applicationDetail())),
  );
  app.get(
    '/list',
    { schema: { response: { 200: ApplicationListSchema } } },
    async (_req, reply) => {
      const { profile: _profile, ...application } = withLeaks(applicationDetail());
      return reply
        .header('x-total-count', 7)
        .send(leaky<z.infer<typeof ApplicationListSchema>>([application, application]));
    },
  );
  app.get('/nullable', { schema: { response: { 200: NullableAndRecordSchema } } }, async () =>
    leaky<z.infer<typeof NullableAndRecordSchema>>({
      owner: { name: 'Ann', ssn: SECRET },
      counts: { applied: { total: 3, names: SECRET } },
      extra: SECRET,
    }),
  );
  app.get('/union', { schema: { response: { 200: UnionSchema } } }, async () =>
    leaky<z.infer<typeof UnionSchema>>({
      items: [
        { kind: 'a', value: 'x', hidden: SECRET },
        { kind: 'b', count: 2, hidden: SECRET },
      ],
    }),
  );
  app.get('/wrong-type', { schema: { response: { 200: ApplicationDetailSchema } } }, async () =>
    leaky<ApplicationDetail>({ ...applicationDetail(), answers: 'not a list', status: SECRET }),
  );
  app.get(
    '/missing-field',
    { schema: { response: { 200: ApplicationDetailSchema } } },
    async () => {
      const { profile: _profile, ...rest } = withLeaks(applicationDetail());
      return leaky<ApplicationDetail>(rest);
    },
  );
  await app.ready();
  return app;
}

// validate: false is production's path (compiled serializer only); true adds Zod's check first,
// as development and tests run.
describe.each([false, true])('compiled response serialization (validate: %s)', (validate) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildProbe(validate);
  });
  afterAll(async () => {
    await app.close();
  });

  it('writes only declared fields: top level, nested objects, array items', async () => {
    const res = await app.inject({ method: 'GET', url: '/detail' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(SECRET);
    // Exactly the valid detail, field for field (the company left out of a cloaked entry too).
    expect(res.json()).toEqual(applicationDetail());
  });

  it('strips list items and keeps the total-count header', async () => {
    const res = await app.inject({ method: 'GET', url: '/list' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('7');
    expect(res.body).not.toContain(SECRET);
    const { profile: _profile, ...application } = applicationDetail();
    expect(res.json()).toEqual([application, application]);
  });

  it('strips inside nullable objects and record values', async () => {
    const res = await app.inject({ method: 'GET', url: '/nullable' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(SECRET);
    expect(res.json()).toEqual({ owner: { name: 'Ann' }, counts: { applied: { total: 3 } } });
  });

  it('strips union members too (a union keeps the Zod serializer)', async () => {
    const res = await app.inject({ method: 'GET', url: '/union' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(SECRET);
    expect(res.json()).toEqual({
      items: [
        { kind: 'a', value: 'x' },
        { kind: 'b', count: 2 },
      ],
    });
    expect(zodSerializedResponses()).toContainEqual(expect.stringMatching(/^GET \/union 200: /));
  });

  it('answers the standard 500 for a value of the wrong type, and keeps serving', async () => {
    const res = await app.inject({ method: 'GET', url: '/wrong-type' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual(new AppError('InternalError').toBody());
    expect(res.body).not.toContain(SECRET);
    const after = await app.inject({ method: 'GET', url: '/detail' });
    expect(after.statusCode).toBe(200);
  });

  it('answers the standard 500 for a missing required field', async () => {
    const res = await app.inject({ method: 'GET', url: '/missing-field' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual(new AppError('InternalError').toBody());
    expect(res.body).not.toContain(SECRET);
  });
});

describe('the schemas the serializer compiles', () => {
  it('are closed: no keyword that could write an undeclared field survives', () => {
    const result = toSerializationSchema(ApplicationDetailSchema);
    expect(result.ok).toBe(true);
    const text = JSON.stringify(result.ok ? result.jsonSchema : null);
    expect(text).not.toMatch(/"(anyOf|oneOf|allOf|\$ref|patternProperties)"/);
    expect(text).not.toContain('"additionalProperties":true');
  });

  it('refuse what cannot be written safely: unions, open objects, any, dates', () => {
    expect(toSerializationSchema(UnionSchema).ok).toBe(false);
    expect(toSerializationSchema(z.looseObject({ a: z.string() })).ok).toBe(false);
    expect(toSerializationSchema(z.object({ a: z.any() })).ok).toBe(false);
    expect(toSerializationSchema(z.object({ a: z.unknown() })).ok).toBe(false);
    expect(toSerializationSchema(z.object({ at: z.date() })).ok).toBe(false);
  });
});

describe('the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('compiles the serializer of every answer, the development mailbox included', () => {
    const apiFallbacks = zodSerializedResponses().filter((entry) => / \/(api|dev)\//.test(entry));
    expect(apiFallbacks).toEqual([]);
  });

  it('still serves the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveProperty('paths./api/v1/user');
  });
});
