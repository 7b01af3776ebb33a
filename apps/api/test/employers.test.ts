import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Employer, Job, User } from '@fairchance/shared';
import { employers } from '../src/db/schema.ts';
import { useTestApp } from './helpers/app.ts';
import { signedInUser } from './helpers/auth.ts';
import { createApplication, createFullClient } from './helpers/factories.ts';
import { createJob } from './helpers/profiles.ts';

const t = useTestApp({ employerFreeJobs: 4, employerFreeUncloaks: 2 });

type Headers = { authorization: string };

const profile = (overrides: Record<string, unknown> = {}) => ({
  name: 'Cream City Fabrication',
  industry: 'manufacturing',
  description: 'Steel fabrication shop that trains welders.',
  yearsInBusiness: '10+',
  numberOfEmployees: '51-200',
  address: '1 Main St',
  city: 'Racine',
  state: 'WI',
  postalCode: '53403',
  ...overrides,
});

async function signedIn(type: 'employer' | 'client' | 'rsp' = 'employer') {
  return signedInUser(t, { type });
}

const post = (auth: Headers | undefined, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/employers',
    ...(auth ? { headers: auth } : {}),
    payload: payload as object,
  });
const get = (url: string, auth: Headers) => t.app.inject({ method: 'GET', url, headers: auth });
const patch = (id: string, auth: Headers, payload: unknown) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/v1/employers/${id}`,
    headers: auth,
    payload: payload as object,
  });

async function employerWithProfile() {
  const { user, auth } = await signedIn();
  const res = await post(auth, profile());
  expect(res.statusCode).toBe(201);
  return { user, auth, employer: res.json<Employer>() };
}

describe('POST /v1/employers', () => {
  it('creates the profile with the free quotas of the settings', async () => {
    const { user, auth } = await signedIn();
    const res = await post(auth, profile());
    expect(res.statusCode).toBe(201);
    const employer = res.json<Employer>();
    expect(employer).toMatchObject({
      ...profile(),
      userId: user.id,
      availableJobsCount: 4,
      availableUncloaksCount: 2,
    });
    const me = (await get('/api/v1/user', auth)).json<User>();
    expect(me.employer).toMatchObject({ id: employer.id, name: 'Cream City Fabrication' });
  });

  it('ignores quota fields in the request', async () => {
    const { auth } = await signedIn();
    const res = await post(
      auth,
      profile({ availableJobsCount: 1000, availableUncloaksCount: 1000 }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json<Employer>()).toMatchObject({
      availableJobsCount: 4,
      availableUncloaksCount: 2,
    });
  });

  it('answers 409 when the profile exists, also for concurrent creates', async () => {
    const { auth } = await signedIn();
    const results = await Promise.all(Array.from({ length: 5 }, () => post(auth, profile())));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    const again = await post(auth, profile());
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ResourceConflict' });
  });

  it('is for employers only', async () => {
    for (const type of ['client', 'rsp'] as const) {
      const { auth } = await signedIn(type);
      const res = await post(auth, profile());
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'Forbidden' });
    }
    expect((await post(undefined, profile())).statusCode).toBe(401);
  });

  it('answers bad input field by field', async () => {
    const { auth } = await signedIn();
    const res = await post(auth, profile({ description: 'x'.repeat(1001), postalCode: 'ABCDE' }));
    expect(res.statusCode).toBe(400);
    const body = res.json<{ code: string; details: { path: string; message: string }[] }>();
    expect(body.code).toBe('InvalidRequest');
    expect(body.details).toEqual(
      expect.arrayContaining([
        { path: 'description', message: 'Maximum length is 1000 characters.' },
        { path: 'postalCode', message: 'This field is invalid.' },
      ]),
    );
  });

  it('refuses an avatar that is not an upload of this user', async () => {
    const { auth } = await signedIn();
    const res = await post(auth, profile({ avatar: 'avatars/someone-else.png' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ details: [{ path: 'avatar' }] });
  });
});

describe('GET and PATCH /v1/employers/{id}', () => {
  it('answers the owner', async () => {
    const { auth, employer } = await employerWithProfile();
    const res = await get(`/api/v1/employers/${employer.id}`, auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(employer);
  });

  it('changes profile fields and never the quotas', async () => {
    const { auth, employer } = await employerWithProfile();
    const res = await patch(employer.id, auth, {
      name: 'Cream City Fab & Weld',
      city: 'Kenosha',
      availableJobsCount: 99,
      availableUncloaksCount: 99,
      userId: '0190a0b0-0000-7000-8000-000000000001',
      id: '0190a0b0-0000-7000-8000-000000000002',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<Employer>()).toMatchObject({
      id: employer.id,
      userId: employer.userId,
      name: 'Cream City Fab & Weld',
      city: 'Kenosha',
      industry: 'manufacturing',
      availableJobsCount: 4,
      availableUncloaksCount: 2,
    });
    const [row] = await t.database.db.select().from(employers).where(eq(employers.id, employer.id));
    expect(row).toMatchObject({ availableJobsCount: 4, availableUncloaksCount: 2 });

    // A quota-only PATCH changes nothing.
    const only = await patch(employer.id, auth, { availableJobsCount: 50 });
    expect(only.statusCode).toBe(200);
    expect(only.json<Employer>().availableJobsCount).toBe(4);
  });

  it('checks the rules on PATCH', async () => {
    const { auth, employer } = await employerWithProfile();
    const res = await patch(employer.id, auth, { name: '', state: 'XX' });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json<{ details: { path: string }[] }>()
        .details.map((d) => d.path)
        .sort(),
    ).toEqual(['name', 'state']);
  });

  it("refuses another employer's profile (403), an unknown one (404) and a client (403)", async () => {
    const { employer } = await employerWithProfile();
    const other = await employerWithProfile();
    expect((await get(`/api/v1/employers/${employer.id}`, other.auth)).statusCode).toBe(403);
    expect((await patch(employer.id, other.auth, { name: 'Mine now' })).statusCode).toBe(403);
    expect((await get(`/api/v1/employers/${employer.id}/jobs`, other.auth)).statusCode).toBe(403);
    const unknown = '0190a0b0-0000-7000-8000-0000000000ff';
    expect((await get(`/api/v1/employers/${unknown}`, other.auth)).statusCode).toBe(404);
    const client = await signedIn('client');
    expect((await get(`/api/v1/employers/${employer.id}`, client.auth)).statusCode).toBe(403);
    expect((await patch(employer.id, client.auth, { name: 'x' })).statusCode).toBe(403);
    const [row] = await t.database.db
      .select({ name: employers.name })
      .from(employers)
      .where(eq(employers.id, employer.id));
    expect(row!.name).toBe('Cream City Fabrication');
  });
});

describe('GET /v1/employers/{id}/jobs', () => {
  it('pages the employer jobs newest first with counts and the total', async () => {
    const { auth, employer } = await employerWithProfile();
    const other = await employerWithProfile();
    await createJob(t.database.db, other.employer.id, { title: 'Not mine' });
    const made: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const job = await createJob(t.database.db, employer.id, {
        title: `Job ${i}`,
        createdAt: new Date(Date.UTC(2025, 0, 1 + i)),
        status: i === 1 ? 'paused' : 'active',
      });
      made.push(job.id);
    }
    const newestFirst = [...made].reverse();
    // Applications to the newest job: 2 counted, 1 rejected.
    for (const status of ['applied', 'interview', 'rejected'] as const) {
      const { client } = await createFullClient(t.database.db);
      await createApplication(t.database.db, {
        jobId: newestFirst[0]!,
        clientId: client.id,
        status,
      });
    }

    const seen: Job[] = [];
    let before: string | undefined;
    for (;;) {
      const res = await get(
        `/api/v1/employers/${employer.id}/jobs?limit=2${before ? `&before=${before}` : ''}`,
        auth,
      );
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-total-count']).toBe('5');
      const page = res.json<Job[]>();
      if (page.length === 0) break;
      seen.push(...page);
      before = page.at(-1)!.cursor;
    }
    expect(seen.map((j) => j.id)).toEqual(newestFirst);
    expect(seen[0]).toMatchObject({ applicationsCount: 2, applicationsTotal: 3 });
    expect(seen[1]).toMatchObject({ applicationsCount: 0, applicationsTotal: 0 });
    expect(seen.find((j) => j.id === made[1])?.status).toBe('paused');
  });

  it('pages jobs made within the same millisecond (times have microseconds)', async () => {
    const { auth, employer } = await employerWithProfile();
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const micros = (5 - i) * 100;
      const job = await createJob(t.database.db, employer.id, {
        createdAt:
          sql`'2025-03-01T10:00:00.123Z'::timestamptz + make_interval(secs => ${micros} / 1000000.0)` as unknown as Date,
      });
      ids.push(job.id);
    }
    for (const limit of [1, 2, 3]) {
      const seen: string[] = [];
      let before: string | undefined;
      for (;;) {
        const res = await get(
          `/api/v1/employers/${employer.id}/jobs?limit=${limit}${before ? `&before=${before}` : ''}`,
          auth,
        );
        const page = res.json<Job[]>();
        if (page.length === 0) break;
        seen.push(...page.map((j) => j.id));
        before = page.at(-1)!.cursor;
      }
      expect(seen).toEqual(ids);
    }
  });

  it('gives the jobs changed since a time, with the whole total', async () => {
    const { auth, employer } = await employerWithProfile();
    const old = new Date(Date.now() - 86_400_000);
    const quiet = await createJob(t.database.db, employer.id, { createdAt: old, updatedAt: old });
    const applied = await createJob(t.database.db, employer.id, { createdAt: old, updatedAt: old });
    const since = new Date(Date.now() - 60_000).toISOString();
    const fresh = await createJob(t.database.db, employer.id);
    const { client } = await createFullClient(t.database.db);
    await createApplication(t.database.db, { jobId: applied.id, clientId: client.id });

    const res = await get(
      `/api/v1/employers/${employer.id}/jobs?since=${encodeURIComponent(since)}`,
      auth,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('3');
    const ids = res.json<Job[]>().map((j) => j.id);
    expect(ids).toContain(fresh.id);
    expect(ids).toContain(applied.id); // its counts changed
    expect(ids).not.toContain(quiet.id);
  });

  it('pages back up with after: the jobs just above the cursor, newest first', async () => {
    const { auth, employer } = await employerWithProfile();
    const newestFirst: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const job = await createJob(t.database.db, employer.id, {
        createdAt: new Date(Date.UTC(2025, 1, 1 + i)),
      });
      newestFirst.unshift(job.id);
    }
    const all = (await get(`/api/v1/employers/${employer.id}/jobs`, auth)).json<Job[]>();
    expect(all.map((j) => j.id)).toEqual(newestFirst);

    // From the oldest job, two at a time: each page is the two jobs nearest above the cursor.
    const pages: string[][] = [];
    let after = all.at(-1)!.cursor;
    for (;;) {
      const res = await get(`/api/v1/employers/${employer.id}/jobs?limit=2&after=${after}`, auth);
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-total-count']).toBe('5');
      const page = res.json<Job[]>();
      if (page.length === 0) break;
      pages.push(page.map((j) => j.id));
      after = page[0]!.cursor;
    }
    expect(pages).toEqual([newestFirst.slice(2, 4), newestFirst.slice(0, 2)]);
    // The cursor an item carries works both ways.
    const middle = all[2]!.cursor!;
    const below = await get(`/api/v1/employers/${employer.id}/jobs?before=${middle}`, auth);
    const above = await get(`/api/v1/employers/${employer.id}/jobs?after=${middle}`, auth);
    expect(below.json<Job[]>().map((j) => j.id)).toEqual(newestFirst.slice(3));
    expect(above.json<Job[]>().map((j) => j.id)).toEqual(newestFirst.slice(0, 2));
  });

  it('pages up through jobs made within the same millisecond', async () => {
    const { auth, employer } = await employerWithProfile();
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const micros = (5 - i) * 100;
      const job = await createJob(t.database.db, employer.id, {
        createdAt:
          sql`'2025-03-02T10:00:00.123Z'::timestamptz + make_interval(secs => ${micros} / 1000000.0)` as unknown as Date,
      });
      ids.push(job.id);
    }
    const all = (await get(`/api/v1/employers/${employer.id}/jobs`, auth)).json<Job[]>();
    expect(all.map((j) => j.id)).toEqual(ids);
    for (const limit of [1, 2, 3]) {
      const seen: string[] = [];
      let after = all.at(-1)!.cursor;
      for (;;) {
        const res = await get(
          `/api/v1/employers/${employer.id}/jobs?limit=${limit}&after=${after}`,
          auth,
        );
        const page = res.json<Job[]>();
        if (page.length === 0) break;
        seen.unshift(...page.map((j) => j.id));
        after = page[0]!.cursor;
      }
      expect(seen).toEqual(ids.slice(0, -1));
    }
  });

  it('gives what was posted since the list was read, with after and since together', async () => {
    const { auth, employer } = await employerWithProfile();
    const old = new Date(Date.now() - 86_400_000);
    await createJob(t.database.db, employer.id, { createdAt: old, updatedAt: old });
    const top = await createJob(t.database.db, employer.id, {
      createdAt: new Date(Date.now() - 3_600_000),
    });
    const [first] = (await get(`/api/v1/employers/${employer.id}/jobs?limit=1`, auth)).json<
      Job[]
    >();
    expect(first!.id).toBe(top.id);
    const since = new Date(Date.now() - 60_000).toISOString();
    const posted = await createJob(t.database.db, employer.id);

    const newer = await get(`/api/v1/employers/${employer.id}/jobs?after=${first!.cursor}`, auth);
    expect(newer.json<Job[]>().map((j) => j.id)).toEqual([posted.id]);
    expect(newer.headers['x-total-count']).toBe('3');
    const changed = await get(
      `/api/v1/employers/${employer.id}/jobs?after=${first!.cursor}&since=${encodeURIComponent(since)}`,
      auth,
    );
    expect(changed.json<Job[]>().map((j) => j.id)).toEqual([posted.id]);
  });

  it('refuses a bad cursor, before and after together, and a bad limit', async () => {
    const { auth, employer } = await employerWithProfile();
    const job = await createJob(t.database.db, employer.id);
    const [listed] = (await get(`/api/v1/employers/${employer.id}/jobs`, auth)).json<Job[]>();
    expect(listed!.id).toBe(job.id);
    expect(
      (await get(`/api/v1/employers/${employer.id}/jobs?before=not-a-cursor`, auth)).statusCode,
    ).toBe(400);
    const badAfter = await get(`/api/v1/employers/${employer.id}/jobs?after=not-a-cursor`, auth);
    expect(badAfter.statusCode).toBe(400);
    expect(badAfter.json()).toMatchObject({
      code: 'InvalidRequest',
      details: [{ path: 'after', message: 'The cursor is not valid.' }],
    });
    const both = await get(
      `/api/v1/employers/${employer.id}/jobs?before=${listed!.cursor}&after=${listed!.cursor}`,
      auth,
    );
    expect(both.statusCode).toBe(400);
    expect(both.json()).toMatchObject({
      code: 'InvalidRequest',
      details: [{ path: 'after', message: 'Send either before or after, not both.' }],
    });
    expect((await get(`/api/v1/employers/${employer.id}/jobs?limit=500`, auth)).statusCode).toBe(
      400,
    );
  });
});
