import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  OFFENSES,
  REFUSED_QUERY_MESSAGES,
  type Application,
  type ErrorBody,
  type Job,
} from '@fairchance/shared';
import { applications, jobs, outbox } from '../src/db/schema.ts';
import { useTestApp } from './helpers/app.ts';
import { bearer, tokensFor } from './helpers/auth.ts';
import { createClient, createEmployer, createJob } from './helpers/profiles.ts';

const t = useTestApp({ applicationDailyLimit: 3 });

const allBut = (...excluded: string[]) => OFFENSES.filter((o) => !excluded.includes(o));
const authFor = async (email: string) => bearer(await tokensFor(t.app, email));

const get = (url: string, headers: { authorization: string }) =>
  t.app.inject({ method: 'GET', url, headers });
const apply = (
  jobId: string,
  headers: { authorization: string },
  questions?: { question: string; answer: string }[],
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/jobs/${jobId}/applications`,
    headers,
    payload: questions ? { questions } : {},
  });

describe('eligibility', () => {
  it('never lists, suggests, shows or accepts a job that does not accept one of the client offenses', async () => {
    const { employer } = await createEmployer(t.database.db);
    const open = await createJob(t.database.db, employer.id, { title: 'Open to all' });
    const closed = await createJob(t.database.db, employer.id, {
      title: 'Not for theft',
      offenses: allBut('robbery'),
    });
    const paused = await createJob(t.database.db, employer.id, {
      title: 'Paused',
      status: 'paused',
    });
    const { user, client } = await createClient(t.database.db, {
      offense: ['robbery', 'possession'],
    });
    const auth = await authFor(user.email);

    const list = (await get('/api/v1/jobs?limit=100', auth)).json<Job[]>().map((j) => j.id);
    expect(list).toContain(open.id);
    expect(list).not.toContain(closed.id);
    expect(list).not.toContain(paused.id);

    const suggested = (await get(`/api/v1/clients/${client.id}/jobs/suggested`, auth))
      .json<Job[]>()
      .map((j) => j.id);
    expect(suggested).not.toContain(closed.id);
    expect(suggested).not.toContain(paused.id);

    expect((await get(`/api/v1/jobs/${closed.id}`, auth)).statusCode).toBe(404);
    const refused = await apply(closed.id, auth);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toBe(
      'This job is not open to your application.',
    );
    const onPaused = await apply(paused.id, auth);
    expect(onPaused.statusCode).toBe(400);
    expect(onPaused.json<{ message: string }>().message).toBe(
      'This job is not taking applications right now.',
    );
  });

  it('lists every active job to a client with no offenses, newest first, with the total', async () => {
    const { user } = await createClient(t.database.db, { justiceStatus: 'noOffense', offense: [] });
    const res = await get('/api/v1/jobs?limit=5', await authFor(user.email));
    const total = Number(res.headers['x-total-count']);
    expect(total).toBe(await t.database.db.$count(jobs, eq(jobs.status, 'active')));
    const items = res.json<Job[]>();
    expect(items.length).toBe(Math.min(5, total));
    const times = items.map((j) => Date.parse(j.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });
});

describe('paging', () => {
  it('walks every job exactly once with the before cursor', async () => {
    const { employer } = await createEmployer(t.database.db);
    for (let i = 0; i < 23; i += 1) await createJob(t.database.db, employer.id);
    const { user } = await createClient(t.database.db, { offense: [], justiceStatus: 'noOffense' });
    const auth = await authFor(user.email);
    const seen: string[] = [];
    const totals = new Set<number>();
    let before: string | undefined;
    for (;;) {
      const res = await get(`/api/v1/jobs?limit=10${before ? `&before=${before}` : ''}`, auth);
      totals.add(Number(res.headers['x-total-count']));
      const page = res.json<Job[]>();
      seen.push(...page.map((j) => j.id));
      if (page.length < 10) break;
      before = page.at(-1)!.cursor;
    }
    expect(totals.size).toBe(1);
    const [total] = [...totals];
    expect(total).toBeGreaterThanOrEqual(23);
    expect(seen.length).toBe(total);
    expect(new Set(seen).size).toBe(total);
  });

  it('answers a bad cursor or limit with 400', async () => {
    const { user } = await createClient(t.database.db);
    const auth = await authFor(user.email);
    expect((await get('/api/v1/jobs?before=garbage', auth)).statusCode).toBe(400);
    expect((await get('/api/v1/jobs?limit=500', auth)).statusCode).toBe(400);
  });

  it('refuses after (docs/api.md#lists-and-paging: "paged, cursor before") instead of answering the first page', async () => {
    const { employer } = await createEmployer(t.database.db);
    await createJob(t.database.db, employer.id);
    const { user } = await createClient(t.database.db, { offense: [], justiceStatus: 'noOffense' });
    const auth = await authFor(user.email);
    const [first] = (await get('/api/v1/jobs?limit=1', auth)).json<Job[]>();
    const res = await get(`/api/v1/jobs?after=${first!.cursor}`, auth);
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>()).toEqual({
      code: 'InvalidRequest',
      message: `after: ${REFUSED_QUERY_MESSAGES.after} in the querystring`,
      details: [{ path: 'after', message: REFUSED_QUERY_MESSAGES.after }],
    });
    // Other unknown keys are still dropped, as before.
    expect((await get('/api/v1/jobs?limit=1&utm_source=mail', auth)).statusCode).toBe(200);
  });
});

describe('the OpenAPI document of the paged lists', () => {
  /** The query parameters /api/docs/json lists for a GET path. */
  async function queryParameters(path: string): Promise<string[]> {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const doc = res.json<{
      paths: Record<string, { get?: { parameters?: { in: string; name: string }[] } }>;
    }>();
    const get = doc.paths[path]?.get;
    expect(get, path).toBeDefined();
    return (get!.parameters ?? [])
      .filter((p) => p.in === 'query')
      .map((p) => p.name)
      .sort();
  }

  // Each list names exactly the keys it honours (docs/api.md#lists-and-paging); the others are
  // refused with 400.
  it.each([
    [
      '/api/v1/jobs',
      [
        'before',
        'city',
        'limit',
        'minPay',
        'postedWithin',
        'q',
        'since',
        'sort',
        'state',
        'typeOfWork',
        'workingTime',
      ],
    ],
    ['/api/v1/clients/{id}/jobs', ['after', 'before', 'limit', 'since']],
    ['/api/v1/employers/{id}/jobs', ['after', 'before', 'limit', 'since']],
    [
      '/api/v1/employers/{id}/jobs/{jobId}/applications',
      ['before', 'limit', 'since', 'sort', 'status', 'trade'],
    ],
    ['/api/v1/rsp/{rspId}/case-managers', ['before', 'limit']],
    [
      '/api/v1/rsp/{rspId}/clients',
      [
        'attention',
        'before',
        'caseManagerId',
        'county',
        'limit',
        'offense',
        'q',
        'sort',
        'status',
        'support',
      ],
    ],
  ])('%s lists %j', async (path, expected) => {
    expect(await queryParameters(path)).toEqual(expected);
  });
});

describe('applying', () => {
  it('needs an answer to every question, sends both e-mails, and shows on the dashboard', async () => {
    const { employer, user: employerUser } = await createEmployer(t.database.db);
    const job = await createJob(t.database.db, employer.id, {
      questions: ['Can you lift 50 lb?', 'When can you start?'],
    });
    const { user, client } = await createClient(t.database.db);
    const auth = await authFor(user.email);

    const missing = await apply(job.id, auth, [{ question: 'Can you lift 50 lb?', answer: 'Yes' }]);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      details: [{ path: 'questions.1.answer', message: 'This field is required.' }],
    });

    const tooLong = await apply(job.id, auth, [
      { question: 'Can you lift 50 lb?', answer: 'x'.repeat(1001) },
      { question: 'When can you start?', answer: 'Monday' },
    ]);
    expect(tooLong.statusCode).toBe(400);

    const res = await apply(job.id, auth, [
      { question: 'When can you start?', answer: 'Monday' },
      { question: 'Can you lift 50 lb?', answer: 'Yes' },
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json<Application>()).toMatchObject({
      status: 'applied',
      answers: [
        { question: 'Can you lift 50 lb?', answer: 'Yes' },
        { question: 'When can you start?', answer: 'Monday' },
      ],
    });
    const mails = await t.database.db.select().from(outbox);
    expect(mails.filter((m) => m.to === user.email).map((m) => m.template)).toEqual([
      'applicationSent',
    ]);
    expect(mails.filter((m) => m.to === employerUser.email).map((m) => m.template)).toEqual([
      'applicationReceived',
    ]);

    const mine = await get(`/api/v1/clients/${client.id}/jobs`, auth);
    expect(mine.headers['x-total-count']).toBe('1');
    expect(mine.json<Job[]>()).toEqual([
      expect.objectContaining({ id: job.id, applicationStatus: 'applied', applicationsCount: 1 }),
    ]);

    const again = await apply(job.id, auth, [
      { question: 'Can you lift 50 lb?', answer: 'Yes' },
      { question: 'When can you start?', answer: 'Monday' },
    ]);
    expect(again.statusCode).toBe(409);
  });

  it('lets an incarcerated client browse but not apply', async () => {
    const { employer } = await createEmployer(t.database.db);
    const job = await createJob(t.database.db, employer.id);
    const { user } = await createClient(t.database.db, {
      justiceStatus: 'currentlyIncarcerated',
      facility: 'Other',
      expectedReleasedAt: '2099-01-01',
      releasedAt: 'notCompleted',
    });
    const auth = await authFor(user.email);
    expect((await get(`/api/v1/jobs/${job.id}`, auth)).statusCode).toBe(200);
    const res = await apply(job.id, auth);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toContain('once you are released');
  });

  it('holds the daily limit exactly with 10 concurrent applications', async () => {
    const { employer } = await createEmployer(t.database.db);
    const targets = await Promise.all(
      Array.from({ length: 10 }, () => createJob(t.database.db, employer.id)),
    );
    const { user, client } = await createClient(t.database.db);
    const auth = await authFor(user.email);
    const results = await Promise.all(targets.map((job) => apply(job.id, auth)));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(3);
    expect(codes.filter((c) => c === 429)).toHaveLength(7);
    const throttled = results.find((r) => r.statusCode === 429)!;
    expect(throttled.json()).toEqual({
      code: 'RequestThrottled',
      message:
        "You've reached your application limit for today. Check back tomorrow to continue applying.",
    });
    expect(await t.database.db.$count(applications, eq(applications.clientId, client.id))).toBe(3);
  });

  it('is for clients only', async () => {
    const { employer, user } = await createEmployer(t.database.db);
    const job = await createJob(t.database.db, employer.id);
    expect((await apply(job.id, await authFor(user.email))).statusCode).toBe(403);
  });
});

describe('suggestions', () => {
  it('exclude applied jobs and rank skill overlap first, then nearness, then newest', async () => {
    const { employer } = await createEmployer(t.database.db, { city: 'Green Bay' });
    const { user, client } = await createClient(t.database.db, {
      experience: ['welding', 'warehouse', 'carpentry'],
      city: 'Green Bay',
      state: 'WI',
    });
    const auth = await authFor(user.email);
    const none = await createJob(t.database.db, employer.id, { title: 'none', skills: [] });
    const one = await createJob(t.database.db, employer.id, { title: 'one', skills: ['welding'] });
    const two = await createJob(t.database.db, employer.id, {
      title: 'two',
      skills: ['welding', 'warehouse', 'retail'],
    });
    const oneNear = await createJob(t.database.db, employer.id, {
      title: 'one near',
      skills: ['carpentry'],
      location: { address: '1 Main', city: 'Green Bay', state: 'WI', postalCode: '54301' },
    });
    const applied = await createJob(t.database.db, employer.id, {
      title: 'applied',
      skills: ['welding', 'warehouse', 'carpentry'],
    });
    expect((await apply(applied.id, auth)).statusCode).toBe(201);

    const suggested = (await get(`/api/v1/clients/${client.id}/jobs/suggested`, auth)).json<
      Job[]
    >();
    const ids = suggested.map((j) => j.id);
    expect(ids).not.toContain(applied.id);
    expect(ids.indexOf(two.id)).toBeLessThan(ids.indexOf(oneNear.id));
    expect(ids.indexOf(oneNear.id)).toBeLessThan(ids.indexOf(one.id));
    expect(ids.indexOf(one.id)).toBeLessThan(ids.indexOf(none.id));
    expect(suggested.length).toBeLessThanOrEqual(20);
  });
});
