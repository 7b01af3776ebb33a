import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  FAIR_CHANCE_LANGUAGE_MESSAGE,
  type Employer,
  type ErrorBody,
  type Job,
} from '@fairchance/shared';
import { employers, jobs } from '../src/db/schema.ts';
import { useTestApp } from './helpers/app.ts';
import { signedInUser } from './helpers/auth.ts';
import { createJob } from './helpers/profiles.ts';

const t = useTestApp({ employerFreeJobs: 3, employerFreeUncloaks: 3 });

type Headers = { authorization: string };

const nextYear = new Date().getFullYear() + 1;
const job = (overrides: Record<string, unknown> = {}) => ({
  title: 'Warehouse associate',
  description: 'Pick, pack and ship orders.',
  department: 'Fulfillment',
  startDate: `07.${nextYear}`,
  typeOfWork: 'onsite',
  workingTime: 'fullTime',
  numberOfOpenPositions: 3,
  location: { address: '500 W Oklahoma Ave', city: 'Milwaukee', state: 'WI', postalCode: '53207' },
  offenses: ['burglary', 'possession'],
  responsibilities: ['Pick orders', 'Load trucks'],
  experience: 'entry',
  skills: ['warehouse'],
  skillsDescription: 'Able to lift 50 lb.',
  salaryOptions: { salary: 'hourly', min: 17, max: 21, description: 'Weekly pay', bonuses: [] },
  questions: ['Can you work nights?'],
  ...overrides,
});

async function signedIn(type: 'employer' | 'client' = 'employer') {
  return signedInUser(t, { type });
}

async function employerWithProfile() {
  const { user, auth } = await signedIn();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/employers',
    headers: auth,
    payload: {
      name: 'Lakefront Warehousing',
      industry: 'warehousing',
      description: 'Regional warehousing.',
      yearsInBusiness: '5-10',
      numberOfEmployees: '51-200',
      address: '1 Dock St',
      city: 'Milwaukee',
      state: 'WI',
      postalCode: '53207',
    },
  });
  expect(res.statusCode).toBe(201);
  return { user, auth, employer: res.json<Employer>() };
}

const postJob = (auth: Headers, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/v1/jobs', headers: auth, payload: payload as object });
const patchJob = (id: string, auth: Headers, payload: unknown) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/v1/jobs/${id}`,
    headers: auth,
    payload: payload as object,
  });
const quotaOf = async (employerId: string) => {
  const [row] = await t.database.db
    .select({ jobs: employers.availableJobsCount })
    .from(employers)
    .where(eq(employers.id, employerId));
  return row!.jobs;
};
const jobCount = async (employerId: string) =>
  (await t.database.db.select().from(jobs).where(eq(jobs.employerId, employerId))).length;

describe('POST /v1/jobs', () => {
  it('posts an active job and takes one from the quota', async () => {
    const { auth, employer } = await employerWithProfile();
    const res = await postJob(auth, job());
    expect(res.statusCode).toBe(201);
    const posted = res.json<Job>();
    expect(posted).toMatchObject({
      employerId: employer.id,
      employer: { id: employer.id, name: 'Lakefront Warehousing', city: 'Milwaukee', state: 'WI' },
      title: 'Warehouse associate',
      status: 'active',
      offenses: ['possession', 'burglary'],
      applicationsCount: 0,
      applicationsTotal: 0,
    });
    expect(posted.createdAt).toMatch(/Z$/);
    expect(await quotaOf(employer.id)).toBe(2);
  });

  it('drops the location of a job that is not on-site', async () => {
    const { auth } = await employerWithProfile();
    const res = await postJob(auth, job({ typeOfWork: 'remote' }));
    expect(res.statusCode).toBe(201);
    expect(res.json<Job>().location).toBeNull();
  });

  it('answers 402 with the quota message at 0, and posts nothing', async () => {
    const { auth, employer } = await employerWithProfile();
    for (let i = 0; i < 3; i += 1) expect((await postJob(auth, job())).statusCode).toBe(201);
    const res = await postJob(auth, job());
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({
      code: 'PaymentDeclined',
      message: 'You have exceeded your free job quota!',
    });
    expect(await jobCount(employer.id)).toBe(3);
    expect(await quotaOf(employer.id)).toBe(0);
  });

  it('never goes past the quota under 10 concurrent posts', async () => {
    const { auth, employer } = await employerWithProfile();
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => postJob(auth, job({ title: `Concurrent ${i}` }))),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 402)).toHaveLength(7);
    expect(await jobCount(employer.id)).toBe(3);
    expect(await quotaOf(employer.id)).toBe(0);

    // Every posted job is listed exactly once, across pages.
    const seen: string[] = [];
    let before: string | undefined;
    for (;;) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/employers/${employer.id}/jobs?limit=1${before ? `&before=${before}` : ''}`,
        headers: auth,
      });
      const page = res.json<Job[]>();
      if (page.length === 0) break;
      seen.push(...page.map((j) => j.id));
      before = page.at(-1)!.cursor;
    }
    expect(seen.sort()).toEqual(
      results
        .filter((r) => r.statusCode === 201)
        .map((r) => r.json<Job>().id)
        .sort(),
    );
  });

  it('needs an employer with a profile', async () => {
    const noProfile = await signedIn('employer');
    const res = await postJob(noProfile.auth, job());
    expect(res.statusCode).toBe(403);
    expect(res.json<ErrorBody>().message).toMatch(/company profile/);
    const client = await signedIn('client');
    expect((await postJob(client.auth, job())).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/jobs', payload: job() })).statusCode,
    ).toBe(401);
  });

  it('checks the job rules, field by field, and takes nothing from the quota', async () => {
    const { auth, employer } = await employerWithProfile();
    const res = await postJob(
      auth,
      job({ startDate: '01.2020', numberOfOpenPositions: 0, location: null }),
    );
    expect(res.statusCode).toBe(400);
    const paths = res.json<ErrorBody>().details!.map((d) => d.path);
    expect(paths).toEqual(expect.arrayContaining(['numberOfOpenPositions']));
    expect(await quotaOf(employer.id)).toBe(3);
  });
});

describe('fair-chance language', () => {
  it('refuses blanket bans with the reason, per field, and takes nothing', async () => {
    const { auth, employer } = await employerWithProfile();
    const res = await postJob(
      auth,
      job({
        title: 'Forklift driver - NO FELONS',
        description: 'Great team. Must have a clean  record!',
        responsibilities: ['Drive forklift', 'no ex-offenders'],
        skillsDescription: 'Clean background required.',
        questions: ['Can you work nights?', 'Felons need not apply'],
      }),
    );
    expect(res.statusCode).toBe(400);
    const body = res.json<ErrorBody>();
    expect(body.code).toBe('InvalidRequest');
    expect(body.message).toContain(FAIR_CHANCE_LANGUAGE_MESSAGE);
    expect(body.details).toEqual([
      { path: 'title', message: FAIR_CHANCE_LANGUAGE_MESSAGE },
      { path: 'description', message: FAIR_CHANCE_LANGUAGE_MESSAGE },
      { path: 'responsibilities.1', message: FAIR_CHANCE_LANGUAGE_MESSAGE },
      { path: 'skillsDescription', message: FAIR_CHANCE_LANGUAGE_MESSAGE },
      { path: 'questions.1', message: FAIR_CHANCE_LANGUAGE_MESSAGE },
    ]);
    expect(await quotaOf(employer.id)).toBe(3);
    expect(await jobCount(employer.id)).toBe(0);
  });

  it('refuses them in a PATCH too, and allows mentioning a background check', async () => {
    const { auth } = await employerWithProfile();
    const posted = (
      await postJob(auth, job({ description: 'Offers are subject to a background check.' }))
    ).json<Job>();
    const res = await patchJob(posted.id, auth, { description: 'No criminal history.' });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>().details).toEqual([
      { path: 'description', message: FAIR_CHANCE_LANGUAGE_MESSAGE },
    ]);
  });
});

describe('PATCH /v1/jobs/{id}', () => {
  it('toggles the status between active and paused', async () => {
    const { auth } = await employerWithProfile();
    const posted = (await postJob(auth, job())).json<Job>();
    const paused = await patchJob(posted.id, auth, { status: 'paused' });
    expect(paused.statusCode).toBe(200);
    expect(paused.json<Job>()).toMatchObject({
      id: posted.id,
      status: 'paused',
      title: posted.title,
    });
    const active = await patchJob(posted.id, auth, { status: 'active' });
    expect(active.json<Job>().status).toBe('active');
  });

  it('changes fields with the shared rules, and ignores counters', async () => {
    const { auth } = await employerWithProfile();
    const posted = (await postJob(auth, job())).json<Job>();
    const res = await patchJob(posted.id, auth, {
      title: 'Senior warehouse associate',
      typeOfWork: 'hybrid',
      applicationsCount: 50,
      employerId: '0190a0b0-0000-7000-8000-000000000001',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<Job>()).toMatchObject({
      title: 'Senior warehouse associate',
      typeOfWork: 'hybrid',
      location: null,
      applicationsCount: 0,
      employerId: posted.employerId,
    });

    // Back to on-site without an address: the whole job is re-checked.
    const bad = await patchJob(posted.id, auth, { typeOfWork: 'onsite' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ErrorBody>()).toMatchObject({
      code: 'InvalidRequest',
      details: [{ path: 'location', message: 'This field is required.' }],
    });
    const range = await patchJob(posted.id, auth, {
      salaryOptions: { salary: 'hourly', min: 30, max: 20, description: 'x', bonuses: [] },
    });
    expect(range.statusCode).toBe(400);
    expect(range.json<ErrorBody>().details?.[0]?.path).toBe('salaryOptions.max');
  });

  it('lets an old job with a past start date be paused', async () => {
    const { auth, employer } = await employerWithProfile();
    const old = await createJob(t.database.db, employer.id, { startDate: '01.2020' });
    const res = await patchJob(old.id, auth, { status: 'paused' });
    expect(res.statusCode).toBe(200);
    expect(res.json<Job>()).toMatchObject({ status: 'paused', startDate: '01.2020' });
  });

  it("refuses another employer's job (403), an unknown job (404) and a client (403)", async () => {
    const owner = await employerWithProfile();
    const other = await employerWithProfile();
    const posted = (await postJob(owner.auth, job())).json<Job>();
    expect((await patchJob(posted.id, other.auth, { status: 'paused' })).statusCode).toBe(403);
    const client = await signedIn('client');
    expect((await patchJob(posted.id, client.auth, { status: 'paused' })).statusCode).toBe(403);
    expect(
      (await patchJob('0190a0b0-0000-7000-8000-0000000000ff', owner.auth, { status: 'paused' }))
        .statusCode,
    ).toBe(404);
    const [row] = await t.database.db
      .select({ status: jobs.status })
      .from(jobs)
      .where(eq(jobs.id, posted.id));
    expect(row!.status).toBe('active');
  });
});
