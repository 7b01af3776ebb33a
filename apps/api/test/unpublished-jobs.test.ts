/**
 * What an unpublished job is (docs/rules.md#job-moderation, decision 037), set here as staff's
 * action leaves it in the database: gone from every client surface (the list, the search,
 * suggestions, the job page, applying), its applicants included, with the counts kept right; its
 * applications kept; its company still reads it with staff's reason, may edit it but not change
 * its status.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TOTAL_COUNT_HEADER, type Job } from '@fairchance/shared';
import { activeJobOffenseCounts, jobs } from '../src/db/schema.ts';
import { useTestApp } from './helpers/app.ts';
import { bearer, tokensFor } from './helpers/auth.ts';
import { createApplication } from './helpers/factories.ts';
import { createClient, createEmployer, createJob } from './helpers/profiles.ts';

const t = useTestApp();

const db = () => t.database.db;
type Auth = { authorization: string };
const get = (url: string, headers: Auth) => t.app.inject({ method: 'GET', url, headers });

/** As `unpublishJob` leaves a job (its SQL, without the staff session it needs). */
async function unpublish(jobId: string, reason: string) {
  await db()
    .update(jobs)
    .set({
      statusBeforeUnpublish: sql`${jobs.status}`,
      status: 'unpublished',
      unpublishedAt: new Date(),
      unpublishedReason: reason,
    })
    .where(eq(jobs.id, jobId));
}

async function activeJobsCounted(): Promise<number> {
  const [row] = await db()
    .select({ n: sql<number>`coalesce(sum(${activeJobOffenseCounts.jobs}), 0)::integer` })
    .from(activeJobOffenseCounts);
  return Number(row!.n);
}

describe('an unpublished job', () => {
  it('is gone for clients, applicants included, and leaves the counts right', async () => {
    const tag = `u${Date.now().toString(36)}`;
    const { user: employerUser, employer } = await createEmployer(db(), { name: `Co ${tag}` });
    const job = await createJob(db(), employer.id, { title: `Welder ${tag}`, skills: ['welding'] });
    const { user: applicantUser, client: applicant } = await createClient(db());
    await createApplication(db(), { jobId: job.id, clientId: applicant.id });
    const { user, client } = await createClient(db(), { experience: ['welding'] } as never);
    const auth = bearer(await tokensFor(t.app, user.email));
    const applicantAuth = bearer(await tokensFor(t.app, applicantUser.email));
    const employerAuth = bearer(await tokensFor(t.app, employerUser.email));

    const search = `/api/v1/jobs?q=${tag}`;
    expect((await get(search, auth)).json<Job[]>().map((j) => j.id)).toEqual([job.id]);
    const countedBefore = await activeJobsCounted();
    const listBefore = Number((await get('/api/v1/jobs', auth)).headers[TOTAL_COUNT_HEADER]);

    await unpublish(job.id, 'Asks applicants for a fee.');

    expect(await activeJobsCounted()).toBe(countedBefore - 1);
    const list = await get('/api/v1/jobs', auth);
    expect(Number(list.headers[TOTAL_COUNT_HEADER])).toBe(listBefore - 1);
    expect(list.json<Job[]>().some((j) => j.id === job.id)).toBe(false);
    expect((await get(search, auth)).json<Job[]>()).toEqual([]);
    const suggested = await get(`/api/v1/clients/${client.id}/jobs/suggested`, auth);
    expect(suggested.json<Job[]>().some((j) => j.id === job.id)).toBe(false);
    expect((await get(`/api/v1/jobs/${job.id}`, auth)).statusCode).toBe(404);
    expect((await get(`/api/v1/jobs/${job.id}`, applicantAuth)).statusCode).toBe(404);
    const apply = await t.app.inject({
      method: 'POST',
      url: `/api/v1/jobs/${job.id}/applications`,
      headers: auth,
      payload: {},
    });
    expect(apply.statusCode).toBe(404);

    // The applicant's dashboard keeps the application, without staff's reason.
    const applied = await get(`/api/v1/clients/${applicant.id}/jobs`, applicantAuth);
    const kept = applied.json<Job[]>().find((j) => j.id === job.id);
    expect(kept?.applicationStatus).toBe('applied');
    expect(applied.body.includes('Asks applicants for a fee.')).toBe(false);

    // The company reads it, with the reason and its applicants.
    const own = await get(`/api/v1/jobs/${job.id}`, employerAuth);
    expect(own.statusCode).toBe(200);
    expect(own.json<Job>()).toMatchObject({
      status: 'active',
      unpublished: { reason: 'Asks applicants for a fee.' },
      applicationsTotal: 1,
    });
    const ownList = await get(`/api/v1/employers/${employer.id}/jobs`, employerAuth);
    expect(ownList.json<Job[]>()[0]).toMatchObject({ id: job.id, status: 'active' });
    const applicants = await get(
      `/api/v1/employers/${employer.id}/jobs/${job.id}/applications`,
      employerAuth,
    );
    expect(applicants.statusCode).toBe(200);
    expect(applicants.json<unknown[]>()).toHaveLength(1);
  });

  it('can be edited by its company, but its status waits for staff', async () => {
    const { user: employerUser, employer } = await createEmployer(db());
    const job = await createJob(db(), employer.id, { status: 'paused' });
    const employerAuth = bearer(await tokensFor(t.app, employerUser.email));
    await unpublish(job.id, 'Discriminatory wording.');
    const patch = (payload: object) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/v1/jobs/${job.id}`,
        headers: employerAuth,
        payload,
      });

    const status = await patch({ status: 'active' });
    expect(status.statusCode).toBe(409);
    expect(status.json<{ code: string }>().code).toBe('ResourceConflict');

    const edited = await patch({ title: 'Line cook' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<Job>()).toMatchObject({ title: 'Line cook', status: 'paused' });
    const [row] = await db().select().from(jobs).where(eq(jobs.id, job.id));
    expect(row).toMatchObject({ status: 'unpublished', statusBeforeUnpublish: 'paused' });
    expect(row!.fairChanceFlags).toEqual([]);
  });
});
