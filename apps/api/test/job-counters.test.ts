/**
 * What the database keeps for the lists (issue 11, migration 0006) stays equal to what counting
 * would give: the offense bits follow the shared list of offenses, the status rank follows the
 * applicants' order, and the counters (each job's applicant counts, the active jobs per set of
 * accepted offenses) survive every way the product changes jobs and applications.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  APPLICATION_STATUS_ORDER,
  COUNTED_APPLICATION_STATUSES,
  OFFENSES,
  TOTAL_COUNT_HEADER,
  type Job,
} from '@fairchance/shared';
import {
  activeJobOffenseCounts,
  applications,
  clients,
  eligibleJobCounts,
  employers,
  jobs,
} from '../src/db/schema.ts';
import { useTestApp } from './helpers/app.ts';
import { bearer, tokensFor } from './helpers/auth.ts';
import { createApplication } from './helpers/factories.ts';
import { createClient, createEmployer, createJob } from './helpers/profiles.ts';

const t = useTestApp();

const db = () => t.database.db;
const allBut = (...excluded: string[]) => OFFENSES.filter((o) => !excluded.includes(o));

/** Each job's stored counts next to the counts of its applications. */
async function jobCounts() {
  const counted = COUNTED_APPLICATION_STATUSES as readonly string[];
  const stored = await db()
    .select({ id: jobs.id, count: jobs.applicationsCount, total: jobs.applicationsTotal })
    .from(jobs);
  const rows = await db()
    .select({ jobId: applications.jobId, status: applications.status })
    .from(applications);
  const live = stored.map((job) => {
    const mine = rows.filter((r) => r.jobId === job.id);
    return {
      id: job.id,
      count: mine.filter((r) => counted.includes(r.status)).length,
      total: mine.length,
    };
  });
  return { stored, live };
}

/** The stored active jobs per offense set next to a count of the active jobs. */
async function offenseCounts() {
  const stored = await db()
    .select({ mask: activeJobOffenseCounts.offenseMask, jobs: activeJobOffenseCounts.jobs })
    .from(activeJobOffenseCounts);
  const live = await db()
    .select({ mask: jobs.offenseMask, jobs: sql<number>`count(*)::integer` })
    .from(jobs)
    .where(eq(jobs.status, 'active'))
    .groupBy(jobs.offenseMask);
  const byMask = (list: { mask: number; jobs: number }[]) =>
    Object.fromEntries(list.filter((r) => r.jobs > 0).map((r) => [r.mask, Number(r.jobs)]));
  return { stored: byMask(stored), live: byMask(live) };
}

/**
 * The stored eligible totals (migration 0024) next to a count of the active jobs each set of
 * offenses is eligible for, and the sets the clients have, `0` (everyone else) among them.
 */
async function eligibleCounts() {
  const stored = await db()
    .select({ mask: eligibleJobCounts.clientMask, jobs: eligibleJobCounts.jobs })
    .from(eligibleJobCounts);
  const live = await Promise.all(
    stored.map(async ({ mask }) => {
      const [row] = await db()
        .select({ n: sql<number>`count(*)::integer` })
        .from(jobs)
        .where(sql`status = 'active' and offense_mask & ${mask}::integer = ${mask}::integer`);
      return { mask, jobs: Number(row!.n) };
    }),
  );
  const clientMasks = await db()
    .selectDistinct({ mask: sql<number>`offense_mask(${clients.offense}, 1073741824)` })
    .from(clients);
  return {
    stored: Object.fromEntries(stored.map((r) => [r.mask, r.jobs])),
    live: Object.fromEntries(live.map((r) => [r.mask, r.jobs])),
    masks: stored.map((r) => r.mask),
    wanted: [0, ...clientMasks.map((r) => Number(r.mask))],
  };
}

async function expectCountersRight() {
  const applicants = await jobCounts();
  expect(applicants.stored).toEqual(applicants.live);
  const active = await offenseCounts();
  expect(active.stored).toEqual(active.live);
  const eligible = await eligibleCounts();
  expect(eligible.stored).toEqual(eligible.live);
  expect(eligible.masks).toEqual(expect.arrayContaining(eligible.wanted));
}

describe('values the database computes', () => {
  it('gives each offense of the shared list its own bit, in the list order', async () => {
    for (const [index, offense] of OFFENSES.entries()) {
      const [row] = await db()
        .select({ mask: sql<number>`offense_mask(${sql.param([offense])}::text[], 0)` })
        .from(sql`(select 1) as one`);
      expect(Number(row!.mask), offense).toBe(2 ** index);
    }
    const [all] = await db()
      .select({ mask: sql<number>`offense_mask(${sql.param([...OFFENSES])}::text[], 0)` })
      .from(sql`(select 1) as one`);
    expect(Number(all!.mask)).toBe(2 ** OFFENSES.length - 1);
  });

  it('gives an offense outside the list a bit no job accepts', async () => {
    const { employer } = await createEmployer(db());
    const job = await createJob(db(), employer.id, { offenses: ['notAnOffense', 'possession'] });
    const [row] = await db()
      .select({
        job: jobs.offenseMask,
        client: sql<number>`offense_mask('{notAnOffense}', 1073741824)`,
      })
      .from(jobs)
      .where(eq(jobs.id, job.id));
    expect(Number(row!.client)).toBe(2 ** 30);
    expect(row!.job).toBe(1); // possession only: the unknown value adds nothing
    expect(row!.job & row!.client).toBe(0);
  });

  it('orders each status as the applicants list does, first highest', async () => {
    const { employer } = await createEmployer(db());
    const job = await createJob(db(), employer.id);
    for (const [index, status] of APPLICATION_STATUS_ORDER.entries()) {
      const { client } = await createClient(db());
      const row = await createApplication(db(), { jobId: job.id, clientId: client.id, status });
      expect(row.statusOrder, status).toBe(APPLICATION_STATUS_ORDER.length - index);
    }
  });
});

describe('counters kept by the database', () => {
  it('follow applying, every status change, expiry, a client leaving and jobs changing', async () => {
    const { user: employerUser, employer } = await createEmployer(db());
    const employerAuth = bearer(await tokensFor(t.app, employerUser.email));
    const first = await createJob(db(), employer.id, { title: 'First' });
    const second = await createJob(db(), employer.id, {
      title: 'Second',
      offenses: allBut('robbery'),
    });
    await expectCountersRight();

    // Applying through the API, then every status an employer can set.
    const people = await Promise.all([1, 2, 3, 4, 5].map(() => createClient(db())));
    const applied: string[] = [];
    for (const { user } of people) {
      const auth = bearer(await tokensFor(t.app, user.email));
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/v1/jobs/${first.id}/applications`,
        headers: auth,
        payload: {},
      });
      expect(response.statusCode).toBe(201);
      applied.push(response.json<{ id: string }>().id);
    }
    await expectCountersRight();
    const setStatus = async (applicationId: string, status: string) => {
      const response = await t.app.inject({
        method: 'PATCH',
        url: `/api/v1/employers/${employer.id}/jobs/${first.id}/applications/${applicationId}`,
        headers: employerAuth,
        payload: { status },
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    await setStatus(applied[0]!, 'interview');
    await setStatus(applied[0]!, 'hired');
    await setStatus(applied[1]!, 'notAFit');
    await setStatus(applied[2]!, 'interview');
    await setStatus(applied[2]!, 'rejected');
    await expectCountersRight();

    const job = await t.app.inject({
      method: 'GET',
      url: `/api/v1/jobs/${first.id}`,
      headers: employerAuth,
    });
    expect(job.json<Job>()).toMatchObject({ applicationsCount: 3, applicationsTotal: 5 });

    // The expiry sweep's bulk update, and rows written directly (as the sweep and loads do).
    await db()
      .update(applications)
      .set({ status: 'expired' })
      .where(eq(applications.id, applied[3]!));
    await createApplication(db(), { jobId: second.id, clientId: people[4]!.client.id });
    await expectCountersRight();

    // A client leaving takes their applications with them (a cascade, no code of ours runs).
    await db().delete(clients).where(eq(clients.id, people[0]!.client.id));
    await expectCountersRight();

    // A client with a set of offenses no one had: their total is kept from then on.
    await db()
      .update(clients)
      .set({ offense: ['robbery', 'arson'] })
      .where(eq(clients.id, people[1]!.client.id));
    await expectCountersRight();

    // Jobs paused, resumed, their offenses changed, deleted.
    await db().update(jobs).set({ status: 'paused' }).where(eq(jobs.id, first.id));
    await expectCountersRight();
    await db().update(jobs).set({ status: 'active' }).where(eq(jobs.id, first.id));
    await db()
      .update(jobs)
      .set({ offenses: allBut('robbery', 'arson') })
      .where(eq(jobs.id, second.id));
    await expectCountersRight();
    await db().delete(jobs).where(eq(jobs.id, second.id));
    await expectCountersRight();
  });

  it('answer the client total of Current Opportunities exactly, with and without since', async () => {
    const { employer } = await createEmployer(db());
    await createJob(db(), employer.id, { offenses: allBut('arson') });
    await createJob(db(), employer.id, { offenses: allBut('arson', 'fraud') });
    await createJob(db(), employer.id, { status: 'paused' });
    const { user } = await createClient(db(), { offense: ['arson'] });
    const auth = bearer(await tokensFor(t.app, user.email));
    const eligible = await db()
      .select({ n: sql<number>`count(*)::integer` })
      .from(jobs)
      .where(sql`status = 'active' and offenses @> '{arson}'::text[]`);
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/jobs?limit=1', headers: auth });
    expect(Number(list.headers[TOTAL_COUNT_HEADER])).toBe(Number(eligible[0]!.n));

    const since = new Date(Date.now() - 60_000).toISOString();
    const recent = await t.app.inject({
      method: 'GET',
      url: `/api/v1/jobs?limit=1&since=${since}`,
      headers: auth,
    });
    const changed = await db()
      .select({ n: sql<number>`count(*)::integer` })
      .from(jobs)
      .where(
        sql`status = 'active' and offenses @> '{arson}'::text[] and updated_at > ${since}::timestamptz`,
      );
    expect(Number(recent.headers[TOTAL_COUNT_HEADER])).toBe(Number(changed[0]!.n));
  });
});

describe("a job's kept JSON (migration 0023)", () => {
  it('follows every edit of the job and of its employer, and what a read adds stays live', async () => {
    const { user, employer } = await createEmployer(db(), { name: 'Harbor Foods' });
    const job = await createJob(db(), employer.id, { title: 'Line cook', department: 'Kitchen' });
    const auth = bearer(await tokensFor(t.app, user.email));
    const read = async () =>
      (
        await t.app.inject({ method: 'GET', url: `/api/v1/jobs/${job.id}`, headers: auth })
      ).json<Job>();
    expect(await read()).toMatchObject({
      title: 'Line cook',
      department: 'Kitchen',
      employer: { name: 'Harbor Foods', city: 'Madison', state: 'WI' },
      applicationsCount: 0,
    });

    // Written around the API, as any statement may: the database keeps the JSON.
    await db()
      .update(jobs)
      .set({ title: 'Head cook "A"', department: 'Galley' })
      .where(eq(jobs.id, job.id));
    await db()
      .update(employers)
      .set({ name: 'Harbor Foods & Co.', city: 'Green Bay' })
      .where(eq(employers.id, employer.id));
    const { user: client } = await createClient(db());
    const [profile] = await db().select().from(clients).where(eq(clients.userId, client.id));
    await createApplication(db(), { jobId: job.id, clientId: profile!.id });

    const edited = await read();
    expect(edited).toMatchObject({
      title: 'Head cook "A"',
      department: 'Galley',
      employer: { id: employer.id, name: 'Harbor Foods & Co.', city: 'Green Bay', state: 'WI' },
      applicationsCount: 1,
      applicationsTotal: 1,
      status: 'active',
    });
    const [kept] = await db().select({ doc: jobs.doc }).from(jobs).where(eq(jobs.id, job.id));
    expect(JSON.parse(kept!.doc!)).toMatchObject({ title: 'Head cook "A"' });
  });
});
