/**
 * Cloaked applicants cannot be linked (docs/decisions/014-unlinkable-candidates.md): until an
 * interview is requested on an application, what its employer receives names that application
 * only. One client applies to two jobs of one employer; after an interview on one, the other's
 * answers share no value with the first's beyond the professional profile itself.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Application, ApplicationDetail } from '@fairchance/shared';
import { applications, employers } from '../../src/db/schema.ts';
import { useTestApp } from '../helpers/app.ts';
import { bearer, tokensFor } from '../helpers/auth.ts';
import { createApplication, createFullClient } from '../helpers/factories.ts';
import { createEmployer, createJob } from '../helpers/profiles.ts';

const t = useTestApp({ employerFreeJobs: 3, employerFreeUncloaks: 3 });

const HOUR = 3_600_000;

/** What the employer evaluates: the same in every application of a client, by design. */
const PROFILE_SUBSTANCE = new Set([
  'personalSummary',
  'personalStrengths',
  'experience',
  'languages',
  'relativeExperience',
  'education',
  'license',
  'questions',
]);

/** Every string at any depth of an answer, leaving out the profile's substance. */
function stringsOf(value: unknown, key = ''): string[] {
  if (PROFILE_SUBSTANCE.has(key)) return [];
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap((item) => stringsOf(item));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([name, item]) => stringsOf(item, name));
  return [];
}

const shared = (a: unknown, b: unknown) => {
  const first = new Set(stringsOf(a));
  return [...new Set(stringsOf(b))].filter((value) => first.has(value));
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TIME = /^\d{4}-\d{2}-\d{2}T/;

async function setup() {
  const db = t.database.db;
  const { user, employer } = await createEmployer(db, {
    name: 'Harbor Foods Co-op',
    availableUncloaksCount: 3,
  });
  const auth = bearer(await tokensFor(t.app, user.email));
  const jobs = await Promise.all(
    ['Line cook', 'Prep cook', 'Dishwasher'].map((title) =>
      createJob(db, employer.id, { title, questions: [`Why ${title.toLowerCase()}?`] }),
    ),
  );
  const person = await createFullClient(db);
  // Hours apart, so no two times are equal by chance (inserts may share a millisecond).
  const apply = (index: number) => {
    const at = new Date(Date.now() - (index + 1) * HOUR);
    return createApplication(db, {
      jobId: jobs[index]!.id,
      clientId: person.client.id,
      answers: [{ question: jobs[index]!.questions[0]!, answer: `Answer ${index + 1}.` }],
      createdAt: at,
      updatedAt: at,
    });
  };
  const made = [await apply(0), await apply(1), await apply(2)];

  const other = await createEmployer(db, { name: 'Northside Logistics' });
  const otherJob = await createJob(db, other.employer.id, { questions: [] });
  const otherAuth = bearer(await tokensFor(t.app, other.user.email));

  const base = (jobId: string, employerId = employer.id) =>
    `/api/v1/employers/${employerId}/jobs/${jobId}/applications`;
  const at = (index: number) => ({ job: jobs[index]!, application: made[index]! });
  const list = (index: number) =>
    t.app.inject({ method: 'GET', url: `${base(at(index).job.id)}?limit=100`, headers: auth });
  const detail = (index: number, query = '') =>
    t.app.inject({
      method: 'GET',
      url: `${base(at(index).job.id)}/${at(index).application.id}${query}`,
      headers: auth,
    });
  const setStatus = (jobId: string, applicationId: string, status: string) =>
    t.app.inject({
      method: 'PATCH',
      url: `${base(jobId)}/${applicationId}`,
      headers: auth,
      payload: { status },
    });
  /** Everything the employer's candidate pages hold of one application: list item and detail. */
  const answersFor = async (index: number) => {
    const items = (await list(index)).json<Application[]>();
    expect(items).toHaveLength(1);
    const res = await detail(index);
    expect(res.statusCode).toBe(200);
    return { item: items[0]!, detail: res.json<ApplicationDetail>(), bodies: [res.body] };
  };

  /** Values of the client that are the same in all their applications. */
  const identifiers = [
    person.client.id,
    person.user.id,
    person.secrets.avatar,
    person.client.createdAt.toISOString(),
    person.client.updatedAt.toISOString(),
    person.user.createdAt.toISOString(),
    person.user.updatedAt.toISOString(),
  ];
  return {
    employer,
    jobs,
    made,
    person,
    identifiers,
    other: { ...other, job: otherJob, auth: otherAuth, base },
    list,
    detail,
    setStatus,
    answersFor,
  };
}

describe('a cloaked application names itself, not its applicant', () => {
  it('shares no id or time with another application of the same client before any interview', async () => {
    const s = await setup();
    const first = await s.answersFor(0);
    const second = await s.answersFor(1);
    const common = shared(first, second);
    expect(common.filter((value) => UUID.test(value) || TIME.test(value))).toEqual([]);
    for (const value of [...stringsOf(first), ...stringsOf(second)])
      expect(s.identifiers).not.toContain(value);
    expect(first.item.client.id).toBe(s.made[0]!.id);
    expect(first.detail.client.id).toBe(s.made[0]!.id);
    expect(first.detail.profile.id).toBe(s.made[0]!.id);
    expect(second.detail.profile.id).toBe(s.made[1]!.id);
  });

  it("after an interview on one, the other's list and detail share no value with it", async () => {
    const s = await setup();
    const interview = await s.setStatus(s.jobs[0]!.id, s.made[0]!.id, 'interview');
    expect(interview.statusCode).toBe(200);

    // The uncloaked application shows who applied, as before.
    const seen = await s.answersFor(0);
    expect(seen.item.client.id).toBe(s.person.client.id);
    expect(seen.detail.client.id).toBe(s.person.client.id);
    expect(seen.detail.profile).toMatchObject({
      id: s.person.client.id,
      isCloaked: false,
      userId: s.person.user.id,
      avatar: s.person.secrets.avatar,
      lastName: s.person.secrets.lastName,
    });
    expect(seen.detail.profile.updatedAt).toEqual(expect.any(String));

    // The still-cloaked one on job A2: list item and detail.
    const cloaked = await s.answersFor(1);
    expect(cloaked.detail.status).toBe('applied');
    expect(cloaked.detail.profile.isCloaked).toBe(true);
    const uncloaked = { ...seen, interview: interview.json<ApplicationDetail>() };
    expect(shared(uncloaked, cloaked)).toEqual([]);

    // Nothing that is the same in all the client's applications, anywhere in the raw answers.
    const rawCloaked = [(await s.list(1)).body, ...cloaked.bodies];
    for (const body of rawCloaked)
      for (const value of s.identifiers) expect(body).not.toContain(value);
    expect(cloaked.item.client.id).toBe(s.made[1]!.id);
    expect(cloaked.detail.client.id).toBe(s.made[1]!.id);
    expect(cloaked.detail.profile.id).toBe(s.made[1]!.id);
    expect(cloaked.detail.profile).not.toHaveProperty('userId');
    expect(cloaked.detail.profile).not.toHaveProperty('avatar');
    expect(cloaked.detail.profile).not.toHaveProperty('createdAt');
    expect(cloaked.detail.profile).not.toHaveProperty('updatedAt');

    // What the employer evaluates is all there.
    expect(cloaked.detail.profile).toMatchObject({
      personalSummary: seen.detail.profile.personalSummary,
      personalStrengths: seen.detail.profile.personalStrengths,
      experience: seen.detail.profile.experience,
    });
    expect(cloaked.detail.answers).toEqual([{ question: 'Why prep cook?', answer: 'Answer 2.' }]);
  });

  it('never answers 304 to a cloaked application, so `since` cannot find the profile change time', async () => {
    const s = await setup();
    expect((await s.setStatus(s.jobs[0]!.id, s.made[0]!.id, 'interview')).statusCode).toBe(200);
    const future = encodeURIComponent(new Date(Date.now() + HOUR).toISOString());
    // Uncloaked: the held answer is still good.
    expect((await s.detail(0, `?since=${future}`)).statusCode).toBe(304);
    // Cloaked: always the whole answer, which has no profile time to compare with.
    const cloaked = await s.detail(1, `?since=${future}`);
    expect(cloaked.statusCode).toBe(200);
    expect(cloaked.json<ApplicationDetail>().profile).not.toHaveProperty('updatedAt');
  });
});

describe('actions on a cloaked application', () => {
  it('work through the id the list gives, for its employer only, and uncloak that application only', async () => {
    const s = await setup();
    const { other } = s;
    const uncloaksBefore = 3;
    const [item] = (await s.list(2)).json<Application[]>();
    const notAFit = await s.setStatus(s.jobs[2]!.id, item!.client.id, 'notAFit');
    expect(notAFit.statusCode).toBe(200);
    expect(notAFit.json<ApplicationDetail>()).toMatchObject({
      id: s.made[2]!.id,
      status: 'notAFit',
      client: { id: s.made[2]!.id },
      profile: { id: s.made[2]!.id, isCloaked: true },
    });
    for (const value of s.identifiers) expect(notAFit.body).not.toContain(value);

    const [second] = (await s.list(1)).json<Application[]>();
    // Another employer holding that id reaches nothing, under its own job or under this one.
    for (const jobId of [other.job.id, s.jobs[1]!.id]) {
      const url = `${other.base(jobId, other.employer.id)}/${second!.client.id}`;
      const read = await t.app.inject({ method: 'GET', url, headers: other.auth });
      expect(read.statusCode, url).toBe(404);
      expect(read.json()).toMatchObject({ code: 'ResourceNotFound' });
      const write = await t.app.inject({
        method: 'PATCH',
        url,
        headers: other.auth,
        payload: { status: 'interview' },
      });
      expect(write.statusCode, url).toBe(404);
    }
    const [before] = await t.database.db
      .select({ status: applications.status })
      .from(applications)
      .where(eq(applications.id, s.made[1]!.id));
    expect(before!.status).toBe('applied');

    const interview = await s.setStatus(s.jobs[1]!.id, second!.client.id, 'interview');
    expect(interview.statusCode).toBe(200);
    expect(interview.json<ApplicationDetail>()).toMatchObject({
      id: s.made[1]!.id,
      status: 'interview',
      client: { id: s.person.client.id, lastName: s.person.secrets.lastName },
      profile: { id: s.person.client.id, userId: s.person.user.id, isCloaked: false },
    });
    const [row] = await t.database.db
      .select({ n: employers.availableUncloaksCount })
      .from(employers)
      .where(eq(employers.id, s.employer.id));
    expect(row!.n).toBe(uncloaksBefore - 1);

    // The first application was not interviewed: it stays cloaked and unlinkable.
    const first = await s.answersFor(0);
    expect(first.detail.client.id).toBe(s.made[0]!.id);
    for (const value of s.identifiers) expect(first.bodies[0]).not.toContain(value);
  });
});
