import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type ClientProfile,
  type ClientProvider,
  type ErrorBody,
  type Job,
  type User,
} from '@fairchance/shared';
import { outbox, rspAccounts, rspClients, rsps } from '../src/db/schema.ts';
import { loadProviders } from '../src/seed/demo-data.ts';
import { useTestApp } from './helpers/app.ts';
import { bearer, signedInUser, tokensFor } from './helpers/auth.ts';
import { createApplication, createUser } from './helpers/factories.ts';
import { createClient, createEmployer, createJob, wizardPayload } from './helpers/profiles.ts';

const t = useTestApp();
beforeAll(async () => {
  await loadProviders(t.database.db);
});

const newClientUser = () => signedInUser(t, { type: 'client' });

const create = (auth: { authorization: string }, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/v1/clients', headers: auth, payload });

describe('POST /v1/clients', () => {
  it('applies the save transform on the server to what the wizard sends', async () => {
    const { user, auth } = await newClientUser();
    const res = await create(auth, wizardPayload());
    expect(res.statusCode).toBe(201);
    const profile = res.json<ClientProfile>();
    expect(profile).toMatchObject({
      userId: user.id,
      phone: '4145550147',
      offense: ['possession', 'pornography'],
      sexualOffenderRegistry: true,
      sbn: false,
      facility: null,
      releasedAt: 'under1',
      diversity: { gender: 'female', disability: false, religion: null },
    });
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/user', headers: auth });
    expect(me.json<User>()).toMatchObject({ phone: '4145550147', client: { id: profile.id } });
  });

  it('clears the offense answers for noOffense and keeps incarceration details only while incarcerated', async () => {
    const a = await newClientUser();
    const none = (
      await create(a.auth, wizardPayload({ justiceStatus: 'noOffense', facility: 'Other' }))
    ).json<ClientProfile>();
    expect(none).toMatchObject({
      offense: [],
      timeServed: null,
      stateOrFederal: null,
      releasedAt: null,
      sexualOffenderRegistry: false,
      facility: null,
    });

    const b = await newClientUser();
    const inside = await create(
      b.auth,
      wizardPayload({
        justiceStatus: 'currentlyIncarcerated',
        facility: 'Oshkosh Correctional Institution',
        expectedReleasedAt: `${new Date().getFullYear() + 1}-05-01`,
        releasedCounty: 'Milwaukee',
        releasedAt: undefined,
        offenseSexual: [],
        sexualOffenderRegistry: 'yes',
      }),
    );
    expect(inside.statusCode).toBe(201);
    expect(inside.json<ClientProfile>()).toMatchObject({
      releasedAt: 'notCompleted',
      facility: 'Oshkosh Correctional Institution',
      releasedCounty: 'Milwaukee',
      sexualOffenderRegistry: false,
    });
  });

  it('refuses a past expected release, a second profile, and non-clients', async () => {
    const { auth } = await newClientUser();
    const past = await create(
      auth,
      wizardPayload({
        justiceStatus: 'currentlyIncarcerated',
        facility: 'Other',
        expectedReleasedAt: '2020-01-01',
      }),
    );
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({
      details: expect.arrayContaining([
        { path: 'expectedReleasedAt', message: 'Date must be in the future' },
      ]) as unknown,
    });

    expect((await create(auth, wizardPayload())).statusCode).toBe(201);
    const again = await create(auth, wizardPayload());
    expect(again.statusCode).toBe(409);

    const employer = await createUser(t.database.db, { type: 'employer' });
    const res = await create(bearer(await tokensFor(t.app, employer.email)), wizardPayload());
    expect(res.statusCode).toBe(403);
  });

  it('needs a phone in onboarding', async () => {
    const { auth } = await newClientUser();
    const res = await create(auth, wizardPayload({ phone: '' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      details: expect.arrayContaining([
        { path: 'phone', message: 'This field is required' },
      ]) as unknown,
    });
  });

  it('needs exactly five strengths and at least one offense with a record', async () => {
    const { auth } = await newClientUser();
    const res = await create(
      auth,
      wizardPayload({ personalStrengths: ['reliable'], offenseDrugs: [], offenseSexual: [] }),
    );
    expect(res.statusCode).toBe(400);
    const paths = res.json<{ details: { path: string }[] }>().details.map((d) => d.path);
    expect(paths).toEqual(expect.arrayContaining(['personalStrengths', 'offense']));
  });

  it('links a chosen provider organization and e-mails the client and the owner', async () => {
    const [provider] = await t.database.db
      .select()
      .from(rsps)
      .where(eq(rsps.providerKey, 'myWayOut'));
    const owner = await createUser(t.database.db, { type: 'rsp' });
    await t.database.db
      .insert(rspAccounts)
      .values({ userId: owner.id, rspId: provider!.id, role: 'owner' });

    const { user, auth } = await newClientUser();
    const profile = (
      await create(auth, wizardPayload({ reentryServiceProvider: 'myWayOut' }))
    ).json<ClientProfile>();
    const [link] = await t.database.db
      .select()
      .from(rspClients)
      .where(eq(rspClients.clientId, profile.id));
    expect(link).toMatchObject({ rspId: provider!.id, status: 'pending' });
    const toClient = await t.database.db.select().from(outbox).where(eq(outbox.to, user.email));
    expect(toClient.map((m) => m.template)).toEqual(['providerChosenClient']);
    const toOwner = await t.database.db.select().from(outbox).where(eq(outbox.to, owner.email));
    expect(toOwner.map((m) => m.template)).toEqual(['providerChosenOwner']);

    const providers = await t.app.inject({
      method: 'GET',
      url: `/api/v1/clients/${profile.id}/providers`,
      headers: auth,
    });
    expect(providers.json<ClientProvider[]>()).toEqual([
      expect.objectContaining({ id: provider!.id, name: 'My Way Out', status: 'pending' }),
    ]);
  });

  it('acknowledges a reentry pipeline request by e-mail', async () => {
    const { user, auth } = await newClientUser();
    const res = await create(
      auth,
      wizardPayload({
        reentryServiceProvider: 'reentryPipeline',
        reentryPipeline: 'employMilwaukee',
      }),
    );
    expect(res.statusCode).toBe(201);
    const mails = await t.database.db.select().from(outbox).where(eq(outbox.to, user.email));
    expect(mails.map((m) => m.template).sort()).toEqual([
      'pipelineRequest',
      'providerChosenClient',
    ]);
    expect(mails.find((m) => m.template === 'pipelineRequest')?.text).toContain('24-48 hours');
  });
});

describe('GET and PATCH /v1/clients/{id}', () => {
  it('answers only the owner; anyone else gets 404', async () => {
    const { auth } = await newClientUser();
    const mine = (await create(auth, wizardPayload())).json<ClientProfile>();
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/clients/${mine.id}`, headers: auth }))
        .statusCode,
    ).toBe(200);

    const other = await newClientUser();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/clients/${mine.id}`,
      headers: other.auth,
    });
    expect(res.statusCode).toBe(404);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/clients/${mine.id}`,
      headers: other.auth,
      payload: { city: 'Elsewhere' },
    });
    expect(patch.statusCode).toBe(404);
  });

  it('edits one section, keeping the rest, and re-checks the whole profile', async () => {
    const { auth } = await newClientUser();
    const mine = (await create(auth, wizardPayload())).json<ClientProfile>();
    const url = `/api/v1/clients/${mine.id}`;

    const summary = await t.app.inject({
      method: 'PATCH',
      url,
      headers: auth,
      payload: { personalSummary: 'New summary.' },
    });
    expect(summary.json<ClientProfile>()).toMatchObject({
      personalSummary: 'New summary.',
      offense: ['possession', 'pornography'],
      city: 'Milwaukee',
    });

    // Clearing the sexual group resets registry and SBN (docs/rules.md#client-profile-transform).
    const cleared = await t.app.inject({
      method: 'PATCH',
      url,
      headers: auth,
      payload: { offenseSexual: [] },
    });
    expect(cleared.json<ClientProfile>()).toMatchObject({
      offense: ['possession'],
      sexualOffenderRegistry: false,
      sbn: false,
    });

    const tooLong = await t.app.inject({
      method: 'PATCH',
      url,
      headers: auth,
      payload: { personalSummary: 'x'.repeat(1001) },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({
      details: [{ path: 'personalSummary', message: 'Maximum length is 1000 characters.' }],
    });

    const badHistory = await t.app.inject({
      method: 'PATCH',
      url,
      headers: auth,
      payload: {
        relativeExperience: [
          {
            title: 'A',
            company: 'B',
            startAtMonth: 5,
            startAtYear: 2020,
            endAtMonth: 1,
            endAtYear: 2019,
            stillWork: false,
            location: null,
            description: 'x',
          },
        ],
      },
    });
    expect(badHistory.statusCode).toBe(400);
    expect(JSON.stringify(badHistory.json())).toContain('End date must be after start date');
  });

  it('refuses a status change that leaves required answers missing', async () => {
    const { auth } = await newClientUser();
    const mine = (
      await create(auth, wizardPayload({ justiceStatus: 'noOffense' }))
    ).json<ClientProfile>();
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/clients/${mine.id}`,
      headers: auth,
      payload: { justiceStatus: 'probation' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ details: { path: string }[] }>().details.map((d) => d.path)).toEqual(
      expect.arrayContaining(['offense', 'timeServed', 'releasedAt', 'stateOrFederal']),
    );
  });
});

describe('GET /v1/clients/{id}/jobs: paging (docs/api.md#lists-and-paging: since, after, before, limit)', () => {
  /**
   * A client with an application at each time, made to jobs posted in the opposite order, so that
   * a list that followed the jobs' times instead of the applications' would come out reversed.
   * Answers the job ids newest application first.
   */
  async function clientWithApplications(times: (Date | ReturnType<typeof sql>)[]) {
    const { user, client } = await createClient(t.database.db);
    const { employer } = await createEmployer(t.database.db);
    const jobs = [];
    for (let i = 0; i < times.length; i += 1)
      jobs.push(await createJob(t.database.db, employer.id));
    jobs.reverse();
    for (const [i, createdAt] of times.entries()) {
      await createApplication(t.database.db, {
        jobId: jobs[i]!.id,
        clientId: client.id,
        createdAt: createdAt as Date,
      });
    }
    const newestFirst = jobs.map((job) => job.id).reverse();
    return { client, auth: bearer(await tokensFor(t.app, user.email)), newestFirst };
  }
  const listJobs = (clientId: string, query: string, auth: { authorization: string }) =>
    t.app.inject({ method: 'GET', url: `/api/v1/clients/${clientId}/jobs${query}`, headers: auth });

  /** Five applications within one millisecond, oldest first, microseconds apart. */
  const sameMillisecond = (day: string) =>
    Array.from(
      { length: 5 },
      (_, i) =>
        sql`${`${day}T10:00:00.123Z`}::timestamptz + make_interval(secs => ${(i + 1) * 100} / 1000000.0)`,
    );

  /**
   * Pages from a cursor to the end of the list, `before` downwards or `after` upwards, and
   * answers the pages in the order read. Bounded, so a cursor that is ignored fails the test
   * instead of paging forever.
   */
  async function walk(
    clientId: string,
    auth: { authorization: string },
    direction: 'before' | 'after',
    options: { limit: number; from?: string | undefined; total: number },
  ) {
    const pages: string[][] = [];
    let cursor = options.from;
    for (let n = 0; n <= options.total; n += 1) {
      const query = `?limit=${options.limit}${cursor ? `&${direction}=${cursor}` : ''}`;
      const res = await listJobs(clientId, query, auth);
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-total-count']).toBe(String(options.total));
      const page = res.json<Job[]>();
      if (page.length === 0) return pages;
      pages.push(page.map((j) => j.id));
      cursor = direction === 'before' ? page.at(-1)!.cursor : page[0]!.cursor;
    }
    throw new Error(`paging ${direction} did not reach the end of the list`);
  }

  it('pages back up with after: the applications just above the cursor, newest first', async () => {
    const { client, auth, newestFirst } = await clientWithApplications(
      Array.from({ length: 5 }, (_, i) => new Date(Date.UTC(2025, 1, 1 + i))),
    );
    const all = (await listJobs(client.id, '', auth)).json<Job[]>();
    expect(all.map((j) => j.id)).toEqual(newestFirst);

    // From the oldest application, two at a time: each page is the two nearest above the cursor.
    const pages = await walk(client.id, auth, 'after', {
      limit: 2,
      from: all.at(-1)!.cursor,
      total: 5,
    });
    expect(pages).toEqual([newestFirst.slice(2, 4), newestFirst.slice(0, 2)]);
    // The cursor an item carries works both ways.
    const middle = all[2]!.cursor!;
    const below = await listJobs(client.id, `?before=${middle}`, auth);
    const above = await listJobs(client.id, `?after=${middle}`, auth);
    expect(below.json<Job[]>().map((j) => j.id)).toEqual(newestFirst.slice(3));
    expect(above.json<Job[]>().map((j) => j.id)).toEqual(newestFirst.slice(0, 2));
    expect(above.json<Job[]>().every((j) => j.applicationStatus === 'applied')).toBe(true);
  });

  it('pages down and up through applications made within the same millisecond', async () => {
    const { client, auth, newestFirst } = await clientWithApplications(
      sameMillisecond('2025-03-02'),
    );
    const all = (await listJobs(client.id, '', auth)).json<Job[]>();
    expect(all.map((j) => j.id)).toEqual(newestFirst);
    for (const limit of [1, 2, 3]) {
      const down = await walk(client.id, auth, 'before', { limit, total: 5 });
      expect(down.flat()).toEqual(newestFirst);
      const up = await walk(client.id, auth, 'after', {
        limit,
        from: all.at(-1)!.cursor,
        total: 5,
      });
      expect(up.reverse().flat()).toEqual(newestFirst.slice(0, -1));
    }
  });

  it('gives what was applied to since the list was read, with after and since together', async () => {
    const old = new Date(Date.now() - 86_400_000);
    const { client, auth, newestFirst } = await clientWithApplications([
      old,
      new Date(Date.now() - 3_600_000),
    ]);
    const [first] = (await listJobs(client.id, '?limit=1', auth)).json<Job[]>();
    expect(first!.id).toBe(newestFirst[0]);
    const since = new Date(Date.now() - 60_000).toISOString();
    const { employer } = await createEmployer(t.database.db);
    const job = await createJob(t.database.db, employer.id);
    await createApplication(t.database.db, { jobId: job.id, clientId: client.id });

    const newer = await listJobs(client.id, `?after=${first!.cursor}`, auth);
    expect(newer.json<Job[]>().map((j) => j.id)).toEqual([job.id]);
    expect(newer.headers['x-total-count']).toBe('3');
    const changed = await listJobs(
      client.id,
      `?after=${first!.cursor}&since=${encodeURIComponent(since)}`,
      auth,
    );
    expect(changed.json<Job[]>().map((j) => j.id)).toEqual([job.id]);
  });

  it('refuses a bad cursor, before and after together, and a bad limit', async () => {
    const { client, auth } = await clientWithApplications([new Date()]);
    const [listed] = (await listJobs(client.id, '', auth)).json<Job[]>();
    const badBefore = await listJobs(client.id, '?before=not-a-cursor', auth);
    expect(badBefore.statusCode).toBe(400);
    expect(badBefore.json<ErrorBody>().details).toEqual([
      { path: 'before', message: 'The cursor is not valid.' },
    ]);
    const badAfter = await listJobs(client.id, '?after=not-a-cursor', auth);
    expect(badAfter.statusCode).toBe(400);
    expect(badAfter.json()).toMatchObject({
      code: 'InvalidRequest',
      details: [{ path: 'after', message: 'The cursor is not valid.' }],
    });
    const both = await listJobs(
      client.id,
      `?before=${listed!.cursor}&after=${listed!.cursor}`,
      auth,
    );
    expect(both.statusCode).toBe(400);
    expect(both.json()).toMatchObject({
      code: 'InvalidRequest',
      details: [{ path: 'after', message: 'Send either before or after, not both.' }],
    });
    expect((await listJobs(client.id, '?limit=500', auth)).statusCode).toBe(400);
  });
});
