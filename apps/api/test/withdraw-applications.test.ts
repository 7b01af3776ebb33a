/**
 * Withdrawing an application (docs/rules.md#withdrawing, decision 024): only its client, only from
 * applied or interview; the employer then sees it withdrawn and can no longer change it; it leaves
 * applicationsCount but not applicationsTotal, and does not give back the daily limit. The client
 * reads each application's timeline.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Application, ApplicationStatus, ClientApplication, Job } from '@fairchance/shared';
import { applications, jobs, users } from '../src/db/schema.ts';
import { expireStaleApplications } from '../src/features/applicants/expire-applications.ts';
import { useTestApp } from './helpers/app.ts';
import { bearer, tokensFor } from './helpers/auth.ts';
import { createApplication } from './helpers/factories.ts';
import { createClient, createEmployer, createJob } from './helpers/profiles.ts';

const t = useTestApp({ applicationDailyLimit: 3 });

const db = () => t.database.db;
type Auth = { authorization: string };
const authFor = async (email: string) => bearer(await tokensFor(t.app, email));

const apply = (jobId: string, headers: Auth) =>
  t.app.inject({ method: 'POST', url: `/api/v1/jobs/${jobId}/applications`, headers, payload: {} });
const withdraw = (applicationId: string, headers?: Auth) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/applications/${applicationId}/withdraw`,
    ...(headers ? { headers } : {}),
  });
const get = (url: string, headers: Auth) => t.app.inject({ method: 'GET', url, headers });

/** An employer with a job, a client who applied to it through the API, and both sign-ins. */
async function applied() {
  const { user: employerUser, employer } = await createEmployer(db());
  const job = await createJob(db(), employer.id);
  const { user, client } = await createClient(db());
  const auth = await authFor(user.email);
  const res = await apply(job.id, auth);
  expect(res.statusCode).toBe(201);
  return {
    job,
    employer,
    client,
    user,
    auth,
    employerAuth: await authFor(employerUser.email),
    application: res.json<Application>(),
    applicantsUrl: `/api/v1/employers/${employer.id}/jobs/${job.id}/applications`,
  };
}

async function counts(jobId: string) {
  const [row] = await db()
    .select({ count: jobs.applicationsCount, total: jobs.applicationsTotal })
    .from(jobs)
    .where(eq(jobs.id, jobId));
  return row!;
}

describe('withdrawing an application', () => {
  it('withdraws an applied application: the client, the employer and the counts follow', async () => {
    const s = await applied();
    expect(await counts(s.job.id)).toEqual({ count: 1, total: 1 });

    const res = await withdraw(s.application.id, s.auth);
    expect(res.statusCode).toBe(200);
    const body = res.json<ClientApplication>();
    expect(body).toMatchObject({
      id: s.application.id,
      jobId: s.job.id,
      status: 'withdrawn',
      createdAt: s.application.createdAt,
      interviewRequestedAt: null,
    });
    expect(Date.parse(body.closedAt!)).toBeGreaterThanOrEqual(Date.parse(body.createdAt));

    // It no longer counts as an applicant; it is still one of the job's applications.
    expect(await counts(s.job.id)).toEqual({ count: 0, total: 1 });

    // The client reads it withdrawn on the job and in their list, with its timeline.
    const job = (await get(`/api/v1/jobs/${s.job.id}`, s.auth)).json<Job>();
    expect(job.applicationStatus).toBe('withdrawn');
    expect(job.application).toEqual(body);
    const [listed] = (await get(`/api/v1/clients/${s.client.id}/jobs`, s.auth)).json<Job[]>();
    expect(listed?.application).toEqual(body);

    // The employer sees it withdrawn, still cloaked: no interview was requested.
    const [seen] = (await get(s.applicantsUrl, s.employerAuth)).json<Application[]>();
    expect(seen).toMatchObject({ id: s.application.id, status: 'withdrawn' });
    expect(seen?.client.id).toBe(s.application.id);
    expect(seen?.client.firstName).toMatch(/\*{4}$/);
    const detail = await get(`${s.applicantsUrl}/${s.application.id}`, s.employerAuth);
    expect(detail.json()).toMatchObject({ status: 'withdrawn', profile: { isCloaked: true } });

    // One application per client and job, withdrawn or not.
    const again = await apply(s.job.id, s.auth);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ResourceConflict' });
  });

  it('withdraws after an interview request: the employer still knows who it was', async () => {
    const s = await applied();
    const interview = await t.app.inject({
      method: 'PATCH',
      url: `${s.applicantsUrl}/${s.application.id}`,
      headers: s.employerAuth,
      payload: { status: 'interview' },
    });
    expect(interview.statusCode).toBe(200);

    const before = (await get(`/api/v1/jobs/${s.job.id}`, s.auth)).json<Job>().application!;
    expect(before.status).toBe('interview');
    expect(before.interviewRequestedAt).not.toBeNull();
    expect(before.closedAt).toBeNull();

    const res = await withdraw(s.application.id, s.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json<ClientApplication>()).toMatchObject({
      status: 'withdrawn',
      interviewRequestedAt: before.interviewRequestedAt,
    });
    expect(await counts(s.job.id)).toEqual({ count: 0, total: 1 });

    const [seen] = (await get(s.applicantsUrl, s.employerAuth)).json<Application[]>();
    expect(seen).toMatchObject({ status: 'withdrawn', client: { id: s.client.id } });
    const detail = await get(`${s.applicantsUrl}/${s.application.id}`, s.employerAuth);
    expect(detail.json()).toMatchObject({ status: 'withdrawn', profile: { isCloaked: false } });
  });

  it('leaves the employer no status change: 409, in the employer language', async () => {
    const s = await applied();
    await db().update(users).set({ language: 'es' }).where(eq(users.id, s.employer.userId));
    expect((await withdraw(s.application.id, s.auth)).statusCode).toBe(200);
    for (const status of ['interview', 'notAFit', 'hired', 'rejected']) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `${s.applicantsUrl}/${s.application.id}`,
        headers: s.employerAuth,
        payload: { status },
      });
      expect(res.statusCode, status).toBe(409);
      expect(res.json()).toEqual({
        code: 'ResourceConflict',
        message: 'La persona retiró esta solicitud y su estado ya no puede cambiar.',
      });
    }
    const [row] = await db()
      .select({ status: applications.status })
      .from(applications)
      .where(eq(applications.id, s.application.id));
    expect(row?.status).toBe('withdrawn');
    // No interview request was taken from the quota.
    const employer = await get(`/api/v1/employers/${s.employer.id}`, s.employerAuth);
    expect(employer.json()).toMatchObject({ availableUncloaksCount: 3 });
  });

  it('answers a second withdrawal 409 and changes nothing', async () => {
    const s = await applied();
    const first = (await withdraw(s.application.id, s.auth)).json<ClientApplication>();
    const again = await withdraw(s.application.id, s.auth);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: 'ResourceConflict',
      message: 'You already withdrew this application.',
    });
    const job = (await get(`/api/v1/jobs/${s.job.id}`, s.auth)).json<Job>();
    expect(job.application).toEqual(first);
    expect(await counts(s.job.id)).toEqual({ count: 0, total: 1 });
  });

  it.each([
    ['hired', 'This application is Hired: it can no longer be withdrawn.'],
    ['rejected', 'This application is Not selected: it can no longer be withdrawn.'],
    ['notAFit', 'This application is Not a fit: it can no longer be withdrawn.'],
    ['expired', 'This application is Expired: it can no longer be withdrawn.'],
  ] as const)('refuses to withdraw a %s application with 409', async (status, message) => {
    const { employer } = await createEmployer(db());
    const job = await createJob(db(), employer.id);
    const { user, client } = await createClient(db());
    const row = await createApplication(db(), { jobId: job.id, clientId: client.id, status });
    const res = await withdraw(row.id, await authFor(user.email));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'ResourceConflict', message });
    const [after] = await db().select().from(applications).where(eq(applications.id, row.id));
    expect(after).toMatchObject({ status, closedAt: null, updatedAt: row.updatedAt });
  });

  it('answers in the client language', async () => {
    const { employer } = await createEmployer(db());
    const job = await createJob(db(), employer.id);
    const { user, client } = await createClient(db());
    await db().update(users).set({ language: 'es' }).where(eq(users.id, user.id));
    const row = await createApplication(db(), {
      jobId: job.id,
      clientId: client.id,
      status: 'rejected',
    });
    const res = await withdraw(row.id, await authFor(user.email));
    expect(res.json()).toEqual({
      code: 'ResourceConflict',
      message: 'Esta solicitud tiene el estado “No seleccionado” y ya no se puede retirar.',
    });
  });

  it('is for the applicant only', async () => {
    const s = await applied();
    const other = await createClient(db());
    const notFound = await withdraw(s.application.id, await authFor(other.user.email));
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json()).toMatchObject({ code: 'ResourceNotFound' });
    expect((await withdraw(s.application.id, s.employerAuth)).statusCode).toBe(403);
    expect((await withdraw(s.application.id)).statusCode).toBe(401);
    expect((await withdraw('019a0000-0000-7000-8000-000000000000', s.auth)).statusCode).toBe(404);
    expect((await withdraw('not-an-id', s.auth)).statusCode).toBe(400);
    const [row] = await db()
      .select({ status: applications.status })
      .from(applications)
      .where(eq(applications.id, s.application.id));
    expect(row?.status).toBe('applied');
  });

  it('does not give back the daily application limit', async () => {
    const { employer } = await createEmployer(db());
    const targets = await Promise.all([1, 2, 3, 4].map(() => createJob(db(), employer.id)));
    const { user } = await createClient(db());
    const auth = await authFor(user.email);
    const made: Application[] = [];
    for (const job of targets.slice(0, 3)) made.push((await apply(job.id, auth)).json());
    expect((await withdraw(made[0]!.id, auth)).statusCode).toBe(200);

    const fourth = await apply(targets[3]!.id, auth);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({ code: 'RequestThrottled' });
  });
});

describe('the timeline of an application', () => {
  it('keeps when an interview was requested and when the application closed', async () => {
    const s = await applied();
    const patch = (status: ApplicationStatus) =>
      t.app.inject({
        method: 'PATCH',
        url: `${s.applicantsUrl}/${s.application.id}`,
        headers: s.employerAuth,
        payload: { status },
      });
    expect((await patch('interview')).statusCode).toBe(200);
    expect((await patch('hired')).statusCode).toBe(200);
    const [job] = (await get(`/api/v1/clients/${s.client.id}/jobs`, s.auth)).json<Job[]>();
    const timeline = job!.application!;
    expect(timeline.status).toBe('hired');
    expect(Date.parse(timeline.interviewRequestedAt!)).toBeGreaterThanOrEqual(
      Date.parse(timeline.createdAt),
    );
    expect(Date.parse(timeline.closedAt!)).toBeGreaterThanOrEqual(
      Date.parse(timeline.interviewRequestedAt!),
    );
  });

  it('closes an application when it expires', async () => {
    const s = await applied();
    const now = new Date(Date.now() + 31 * 86_400_000);
    expect(await expireStaleApplications(db(), now)).toContain(s.application.id);
    const job = (await get(`/api/v1/jobs/${s.job.id}`, s.auth)).json<Job>();
    expect(job.application).toMatchObject({
      status: 'expired',
      interviewRequestedAt: null,
      closedAt: now.toISOString(),
    });
  });
});
