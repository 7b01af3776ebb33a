/**
 * A job seeker reports a job (issue 18, docs/rules.md#job-reports): only a job they may see, with
 * a reason from the shared list and a comment (required with "other", length-limited); one open
 * report per client and job, a second one replacing the first; limited per hour; and never shown
 * to the employer, whichever of its routes it reads.
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  JOB_REPORT_COMMENT_MAX,
  JOB_REPORTS_PER_USER_PER_HOUR,
  type ErrorBody,
  type JobReport,
} from '@fairchance/shared';
import { jobReports } from '../src/db/schema.ts';
import { useTestApp } from './helpers/app.ts';
import { bearer, tokensFor } from './helpers/auth.ts';
import { createApplication, createUser } from './helpers/factories.ts';
import { openApiDocument } from './helpers/openapi.ts';
import { createClient, createEmployer, createJob } from './helpers/profiles.ts';

const t = useTestApp();

const db = () => t.database.db;
type Auth = { authorization: string };
const authFor = async (email: string) => bearer(await tokensFor(t.app, email));
const word = () => [...randomBytes(7)].map((b) => String.fromCharCode(97 + (b % 26))).join('');

const report = (jobId: string, payload: unknown, headers?: Auth) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/jobs/${jobId}/reports`,
    payload: payload as object,
    ...(headers ? { headers } : {}),
  });

async function jobAndClient() {
  const { user: employerUser, employer } = await createEmployer(db());
  const job = await createJob(db(), employer.id);
  const { user, client } = await createClient(db());
  return {
    job,
    employer,
    client,
    auth: await authFor(user.email),
    employerAuth: await authFor(employerUser.email),
  };
}

describe('POST /v1/jobs/{id}/reports', () => {
  it('keeps one open report per client and job: a second one replaces the first', async () => {
    const { job, client, auth } = await jobAndClient();
    const first = await report(job.id, { reason: 'scam' }, auth);
    expect(first.statusCode).toBe(201);
    const made = first.json<JobReport>();
    expect(made).toMatchObject({ jobId: job.id, reason: 'scam', comment: null });

    const second = await report(job.id, { reason: 'other', comment: '  Asked for a fee.  ' }, auth);
    expect(second.statusCode).toBe(200);
    expect(second.json<JobReport>()).toMatchObject({
      id: made.id,
      reason: 'other',
      comment: 'Asked for a fee.',
    });
    const rows = await db()
      .select()
      .from(jobReports)
      .where(and(eq(jobReports.jobId, job.id), eq(jobReports.clientId, client.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      reason: 'other',
      comment: 'Asked for a fee.',
      resolvedAt: null,
    });
  });

  it('asks for a comment with "other", refuses a long one and a reason off the list', async () => {
    const { job, auth } = await jobAndClient();
    const cases: [unknown, string][] = [
      [{ reason: 'other' }, 'comment'],
      [{ reason: 'other', comment: '   ' }, 'comment'],
      [{ reason: 'scam', comment: 'x'.repeat(JOB_REPORT_COMMENT_MAX + 1) }, 'comment'],
      [{ reason: 'boring' }, 'reason'],
      [{}, 'reason'],
    ];
    for (const [payload, path] of cases) {
      const res = await report(job.id, payload, auth);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      const body = res.json<ErrorBody>();
      expect(body.code).toBe('InvalidRequest');
      expect(body.details?.map((d) => d.path)).toContain(path);
    }
  });

  it('answers 404 for a job the client may not see, and refuses other users', async () => {
    const { employer, auth, employerAuth } = await jobAndClient();
    const paused = await createJob(db(), employer.id, { status: 'paused' });
    const notOpen = await createJob(db(), employer.id, { offenses: [] });
    expect((await report(paused.id, { reason: 'scam' }, auth)).statusCode).toBe(404);
    // The client has a record the job does not accept.
    expect((await report(notOpen.id, { reason: 'scam' }, auth)).statusCode).toBe(404);
    expect(
      (await report('01900000-0000-7000-8000-000000000000', { reason: 'scam' }, auth)).statusCode,
    ).toBe(404);

    const open = await createJob(db(), employer.id);
    expect((await report(open.id, { reason: 'scam' }, employerAuth)).statusCode).toBe(403);
    expect((await report(open.id, { reason: 'scam' })).statusCode).toBe(401);
    const profileless = await createUser(db(), { type: 'client' });
    const res = await report(open.id, { reason: 'scam' }, await authFor(profileless.email));
    expect(res.statusCode).toBe(403);
  });

  it('limits the reports a client sends in an hour', async () => {
    const { job, auth } = await jobAndClient();
    for (let i = 0; i < JOB_REPORTS_PER_USER_PER_HOUR; i += 1) {
      expect((await report(job.id, { reason: 'scam' }, auth)).statusCode).toBeLessThan(300);
    }
    const res = await report(job.id, { reason: 'scam' }, auth);
    expect(res.statusCode).toBe(429);
    expect(res.json<ErrorBody>().code).toBe('RequestThrottled');
  });
});

describe('what the employer reads', () => {
  it('never carries a report, its reason or its reporter on any of its routes', async () => {
    const { job, employer, client, employerAuth } = await jobAndClient();
    const application = await createApplication(db(), { jobId: job.id, clientId: client.id });
    const secret = word();
    const { user: reporter } = await createClient(db());
    const res = await report(
      job.id,
      { reason: 'other', comment: `Suspicious ${secret}` },
      await authFor(reporter.email),
    );
    expect(res.statusCode).toBe(201);
    const reportId = res.json<JobReport>().id;

    // Every GET of the API reference, its ids filled with the employer's own.
    const doc = await openApiDocument(t.app);
    const ids: Record<string, string> = {
      id: employer.id,
      jobId: job.id,
      applicationId: application.id,
    };
    const urls = Object.entries(doc.paths)
      .filter(([, operations]) => 'get' in operations)
      .map(([path]) =>
        path.replace(
          /\{(\w+)\}/g,
          (_, name: string) => ids[name] ?? '01900000-0000-7000-8000-000000000000',
        ),
      );
    urls.push(`/api/v1/jobs/${job.id}`);
    let answered = 0;
    for (const url of urls) {
      const read = await t.app.inject({ method: 'GET', url, headers: employerAuth });
      if (read.statusCode === 200) answered += 1;
      for (const needle of [secret, reportId, reporter.id, reporter.email, 'Suspicious']) {
        expect(read.body.includes(needle), `${url} carries ${needle}`).toBe(false);
      }
    }
    // The employer's own routes did answer (the job, its applicants, the company...).
    expect(answered).toBeGreaterThan(8);
  });
});
