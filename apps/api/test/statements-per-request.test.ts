/**
 * The fixed cost of a signed-in request (issue 11): `GET /v1/user` answers with one SQL statement
 * (the session check folded in), `GET /v1/jobs/{id}` with one (the job joined to its viewer), the lists of jobs a client
 * reads with two (decision 039), the employer's own jobs and the applicants with three at most (the
 * session check included), and applying with six. Counted with
 * Drizzle's query logger on the test database, per request. A job read's 404 in the account's
 * language costs no statement more (docs/api.md#language).
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { TOTAL_COUNT_HEADER, type Application, type Job } from '@fairchance/shared';
import { users } from '../src/db/schema.ts';
import { type DatabaseHandle } from '../src/db/client.ts';
import { bearer, tokensFor } from './helpers/auth.ts';
import { createApplication, createUser } from './helpers/factories.ts';
import { createClient, createEmployer, createJob } from './helpers/profiles.ts';
import { createStatementLogApp, type LoggedStatement } from './helpers/statement-log.ts';

const statements: LoggedStatement[] = [];

let app: FastifyInstance;
let close: () => Promise<void>;
let database: DatabaseHandle;

beforeAll(async () => {
  ({ app, database, close } = await createStatementLogApp(statements));
});
afterAll(async () => {
  await close();
});

/** The answer of one signed-in GET and the statements it ran. */
async function get(url: string, email: string) {
  const headers = bearer(await tokensFor(app, email));
  statements.length = 0;
  const res = await app.inject({ method: 'GET', url, headers });
  return { res, statements: [...statements] };
}

describe('statements per request', () => {
  it('GET /v1/user: one, for a client, an employer and a service provider', async () => {
    const { user: client } = await createClient(database.db);
    const { user: employer } = await createEmployer(database.db);
    const rsp = await createUser(database.db, { type: 'rsp', rspRole: 'owner' });
    for (const user of [client, employer, rsp]) {
      const { res, statements: ran } = await get('/api/v1/user', user.email);
      expect(res.statusCode, user.type).toBe(200);
      expect(res.json<{ id: string }>().id).toBe(user.id);
      expect(ran, user.type).toHaveLength(1);
    }
  });

  it('GET /v1/jobs/{id}: one, for a client, the job’s employer and another employer', async () => {
    const { user: owner, employer } = await createEmployer(database.db);
    const { user: other } = await createEmployer(database.db);
    const { user: client } = await createClient(database.db);
    const { user: applicant, client: applicantRow } = await createClient(database.db);
    const job = await createJob(database.db, employer.id);
    const paused = await createJob(database.db, employer.id, { status: 'paused' });
    await createApplication(database.db, { clientId: applicantRow.id, jobId: paused.id });
    const cases = [
      { user: client, jobId: job.id, status: 200 },
      { user: owner, jobId: job.id, status: 200 },
      { user: owner, jobId: paused.id, status: 200 },
      { user: other, jobId: job.id, status: 200 },
      { user: other, jobId: paused.id, status: 404 },
      { user: applicant, jobId: paused.id, status: 200 },
      { user: client, jobId: paused.id, status: 404 },
    ];
    for (const { user, jobId, status } of cases) {
      const { res, statements: ran } = await get(`/api/v1/jobs/${jobId}`, user.email);
      const label = `${user.type} ${jobId === job.id ? 'active' : 'paused'}`;
      expect(res.statusCode, label).toBe(status);
      expect(ran.length, label).toBe(1);
    }
  });

  it('GET /v1/jobs/{id}: a 404 in the account’s language, still one', async () => {
    const { employer } = await createEmployer(database.db);
    const paused = await createJob(database.db, employer.id, { status: 'paused' });
    const { user } = await createClient(database.db);
    await database.db.update(users).set({ language: 'es' }).where(eq(users.id, user.id));
    const { res, statements: ran } = await get(`/api/v1/jobs/${paused.id}`, user.email);
    expect(res.statusCode).toBe(404);
    expect(res.json<{ message: string }>().message).toBe('Este empleo ya no está disponible.');
    expect(ran.length).toBe(1);
  });

  it('the lists of jobs: two at most, of applicants: three at most, the session check included', async () => {
    const { user: owner, employer } = await createEmployer(database.db);
    const { user: seeker, client } = await createClient(database.db, {
      offense: ['possession'],
      experience: ['warehouse'],
    });
    const jobs = [];
    for (let i = 0; i < 4; i += 1) {
      jobs.push(await createJob(database.db, employer.id, { skills: ['warehouse'] }));
    }
    for (let i = 0; i < 3; i += 1) {
      const { client: other } = await createClient(database.db);
      await createApplication(database.db, { clientId: other.id, jobId: jobs[0]!.id });
    }
    await createApplication(database.db, { clientId: client.id, jobId: jobs[1]!.id });

    const lists = [
      // A jobs list: the session check with the viewer, then its page and total as JSON
      // (decision 039).
      { url: '/api/v1/jobs?limit=2', user: seeker, most: 2 },
      { url: '/api/v1/jobs?limit=2&q=warehouse&sort=relevance', user: seeker, most: 2 },
      { url: `/api/v1/clients/${client.id}/jobs/suggested`, user: seeker, most: 2 },
      { url: `/api/v1/clients/${client.id}/jobs`, user: seeker, most: 2 },
      { url: `/api/v1/jobs?limit=2`, user: owner, most: 2 },
      { url: `/api/v1/employers/${employer.id}/jobs?limit=2`, user: owner },
      {
        url: `/api/v1/employers/${employer.id}/jobs/${jobs[0]!.id}/applications?limit=2`,
        user: owner,
      },
      // Filtered and ordered by matching trades: the filtered total is in the first statement.
      {
        url: `/api/v1/employers/${employer.id}/jobs/${jobs[0]!.id}/applications?limit=2&status=applied&trade=warehouse&sort=match`,
        user: owner,
      },
      {
        url: `/api/v1/employers/${employer.id}/jobs/${jobs[0]!.id}/applications/counts?trade=warehouse`,
        user: owner,
      },
    ];
    for (const { url, user, most = 3 } of lists) {
      const first = await get(url, user.email);
      expect(first.res.statusCode, url).toBe(200);
      expect(first.statements.length, url).toBeLessThanOrEqual(most);
      // The next page, through the cursor of the last item, costs no more.
      // The counts answer an object, not a page.
      const body = first.res.json<(Job | Application)[] | { total: number }>();
      const items = Array.isArray(body) ? body : [];
      const cursor = items.at(-1)?.cursor;
      if (first.res.headers[TOTAL_COUNT_HEADER] !== undefined && cursor && items.length === 2) {
        const next = await get(`${url}&before=${cursor}`, user.email);
        expect(next.res.statusCode, `${url} page 2`).toBe(200);
        expect(next.statements.length, `${url} page 2`).toBeLessThanOrEqual(most);
      }
    }
  });

  it('POST an application: six, the transaction included', async () => {
    const { employer } = await createEmployer(database.db);
    const job = await createJob(database.db, employer.id);
    const { user } = await createClient(database.db);
    const headers = bearer(await tokensFor(app, user.email));
    statements.length = 0;
    const res = await app.inject({
      method: 'POST',
      url: `/api/v1/jobs/${job.id}/applications`,
      headers,
      payload: {},
    });
    expect(res.statusCode).toBe(201);
    expect(statements.length).toBeLessThanOrEqual(6);
  });
});
