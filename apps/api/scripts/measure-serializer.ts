/**
 * Times the serialization of one jobs page (JobListSchema), one job (JobSchema, GET
 * /v1/jobs/{id}) and the client's own user (UserSchema, GET /v1/user) by the Zod serializer the
 * API used before issue 11's change (parse with Zod, then JSON.stringify) and by the compiled one
 * (lib/response-serializer.ts). The answers are real ones: the API is built on the bench's
 * database and asked as the bench's client. The compiled serializer writes required fields
 * before optional ones, so the check compares the parsed answers, not the bytes.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/fc_bench_small \
 *     node --import tsx apps/api/scripts/measure-serializer.ts
 *
 * Settings: LIMIT (jobs on the page, default 20), ROUNDS (default 20000), USERNAME (default the
 * bench's client1@bench.fairchance.example), PASSWORD (default the bench's).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { JobListSchema, JobSchema, UserSchema, type JobList, type User } from '@fairchance/shared';
import type { z } from 'zod';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/db/client.ts';
import { createResponseSerializerCompiler } from '../src/lib/response-serializer.ts';
import { loadSettings } from '../src/settings.ts';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('Set DATABASE_URL to a loaded bench database.');
const limit = Number(process.env.LIMIT ?? 20);
const rounds = Number(process.env.ROUNDS ?? 20_000);
const username = process.env.USERNAME ?? 'client1@bench.fairchance.example';
const password = process.env.PASSWORD ?? 'fairchance-bench-password';

async function fetchAnswers(): Promise<{ page: JobList; user: User }> {
  const database = await openDatabase({ databaseUrl, migrate: false });
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fc-measure-'));
  const app = await buildApp({
    settings: {
      ...loadSettings({ NODE_ENV: 'production' }),
      dataDir,
      authSecret: 'measure-secret-that-is-long-enough-for-hs256',
      demoData: false,
      webDist: undefined,
      logLevel: 'silent',
    },
    database,
  });
  try {
    const token = await app.inject({
      method: 'POST',
      url: '/api/v1/oauth/token',
      payload: { grantType: 'password', username, password, clientId: 'web', clientSecret: 'web' },
    });
    if (token.statusCode !== 200) throw new Error(`sign-in: ${token.statusCode} ${token.body}`);
    const { accessToken } = token.json<{ accessToken: string }>();
    const page = await app.inject({
      method: 'GET',
      url: `/api/v1/jobs?limit=${limit}`,
      headers: { authorization: `Bearer ${accessToken}` },
    });
    if (page.statusCode !== 200) throw new Error(`jobs: ${page.statusCode} ${page.body}`);
    const user = await app.inject({
      method: 'GET',
      url: '/api/v1/user',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    if (user.statusCode !== 200) throw new Error(`user: ${user.statusCode} ${user.body}`);
    return { page: page.json<JobList>(), user: user.json<User>() };
  } finally {
    await app.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

function time(serialize: (data: unknown) => string, data: unknown): number {
  for (let i = 0; i < 2_000; i++) serialize(data); // warm up
  const start = process.hrtime.bigint();
  for (let i = 0; i < rounds; i++) serialize(data);
  return Number(process.hrtime.bigint() - start) / 1_000 / rounds;
}

const { page, user } = await fetchAnswers();
const compiledCompiler = createResponseSerializerCompiler({ validate: false });
const cases: [string, z.ZodType, unknown][] = [
  [`jobs page (${page.length} jobs)`, JobListSchema, page],
  ['one job', JobSchema, page[0]],
  ['client user', UserSchema, user],
];
console.log(`${rounds} rounds each; µs per answer`);
for (const [name, schema, data] of cases) {
  const route = { schema, method: 'GET', url: '/measure', httpStatus: '200' };
  const compile = (compiler: (r: typeof route) => (data: unknown) => string) => compiler(route);
  const zod = compile(serializerCompiler);
  const compiled = compile(compiledCompiler);
  const same = isDeepStrictEqual(JSON.parse(zod(data)), JSON.parse(compiled(data)));
  const zodTime = time(zod, data);
  const compiledTime = time(compiled, data);
  console.log(
    `${name}, ${zod(data).length} bytes: zod ${zodTime.toFixed(1)}, compiled ` +
      `${compiledTime.toFixed(1)} (${(zodTime / compiledTime).toFixed(1)}x), same JSON: ${same}`,
  );
}
