/**
 * The employer's applicant tracker (docs/rules.md#candidate-labels, #applicant-review,
 * decision 029): candidate numbers per job, the list's filters, order and counts, the employer's
 * private notes and rating, the application's history and the interview invitation.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  TOTAL_COUNT_HEADER,
  type ApplicationCounts,
  type ApplicationDetail,
  type ApplicationEvent,
  type ApplicationNote,
  type EmployerApplication,
} from '@fairchance/shared';
import { applications, outbox } from '../src/db/schema.ts';
import { useTestApp } from './helpers/app.ts';
import { bearer, tokensFor } from './helpers/auth.ts';
import { createApplication, createFullClient } from './helpers/factories.ts';
import { createClient, createEmployer, createJob } from './helpers/profiles.ts';

const t = useTestApp({ employerFreeJobs: 5, employerFreeUncloaks: 5 });

const db = () => t.database.db;
type Auth = { authorization: string };
const authFor = async (email: string) => bearer(await tokensFor(t.app, email));
const HOUR = 3_600_000;

const work = (startAtYear: number, endAtYear: number | null) => ({
  title: 'Cook',
  company: 'Somewhere',
  startAtMonth: 1,
  startAtYear,
  endAtMonth: endAtYear === null ? null : 12,
  endAtYear,
  stillWork: endAtYear === null,
  location: null,
  description: '',
});

/**
 * An employer with a job calling for warehouse and forklift, and five applicants an hour apart
 * (the first is the oldest): trades, work history and licences differ.
 */
async function tracker() {
  const { user: owner, employer } = await createEmployer(db(), {
    availableUncloaksCount: 5,
  });
  const job = await createJob(db(), employer.id, {
    title: 'Warehouse associate',
    skills: ['warehouse', 'truckDriver'],
    questions: ['Can you lift 50 pounds?'],
  });
  const profiles = [
    { experience: ['hospitality'], relativeExperience: [work(2015, 2016)], license: [] },
    {
      experience: ['hospitality', 'truckDriver', 'warehouse'],
      relativeExperience: [work(2010, 2014), work(2012, 2019)],
      license: [
        {
          licenseName: 'Forklift operator',
          issuingOrganization: 'OSHA',
          issueAtMonth: 1,
          issueAtYear: 2018,
          expirationAtMonth: null,
          expirationAtYear: null,
        },
      ],
    },
    { experience: ['warehouse'], relativeExperience: [], license: [] },
    { experience: ['construction'], relativeExperience: [], license: [] },
    { experience: ['warehouse', 'construction'], relativeExperience: [], license: [] },
  ] as const;
  const people = [];
  for (const [index, profile] of profiles.entries()) {
    const person = await createFullClient(db(), {
      experience: [...profile.experience],
      relativeExperience: [...profile.relativeExperience],
      license: [...profile.license],
      ...(index === 1 ? { language: 'es' } : {}),
    });
    const at = new Date(Date.now() - (10 - index) * HOUR);
    const application = await createApplication(db(), {
      jobId: job.id,
      clientId: person.client.id,
      answers: [{ question: 'Can you lift 50 pounds?', answer: `Yes, applicant ${index}.` }],
      createdAt: at,
      updatedAt: at,
    });
    people.push({ ...person, application });
  }
  const base = `/api/v1/employers/${employer.id}/jobs/${job.id}/applications`;
  return { owner, employer, job, people, base, auth: await authFor(owner.email) };
}

const get = (url: string, headers: Auth) => t.app.inject({ method: 'GET', url, headers });

describe('candidate numbers', () => {
  it('number applications per job in the order they came, whoever applied', async () => {
    const s = await tracker();
    const res = await get(`${s.base}?limit=100`, s.auth);
    expect(res.statusCode).toBe(200);
    const byId = new Map(res.json<EmployerApplication[]>().map((item) => [item.id, item.number]));
    expect(s.people.map((p) => byId.get(p.application.id))).toEqual([1, 2, 3, 4, 5]);

    // The second applicant applies to a new job of the same employer: that job's first number,
    // taken from that job's own count, not from the person.
    const other = await createJob(db(), s.employer.id, { skills: ['warehouse'] });
    const first = await createClient(db());
    await createApplication(db(), { jobId: other.id, clientId: first.client.id });
    const second = await createApplication(db(), {
      jobId: other.id,
      clientId: s.people[1]!.client.id,
    });
    const detail = await get(
      `/api/v1/employers/${s.employer.id}/jobs/${other.id}/applications/${second.id}`,
      s.auth,
    );
    expect(detail.json<ApplicationDetail>().number).toBe(2);
    expect(byId.get(s.people[1]!.application.id)).toBe(2);
    const [stored] = await db()
      .select({ number: applications.candidateNumber })
      .from(applications)
      .where(eq(applications.id, s.people[3]!.application.id));
    expect(stored!.number).toBe(4);
  });
});

describe('the applicants list', () => {
  it("shows each row's trades (the job's first), years of work, licences and rating", async () => {
    const s = await tracker();
    const items = (await get(`${s.base}?limit=100`, s.auth)).json<EmployerApplication[]>();
    const second = items.find((item) => item.id === s.people[1]!.application.id)!;
    expect(second.highlights).toEqual({
      experience: ['truckDriver', 'warehouse', 'hospitality'],
      matchingTrades: 2,
      // 2010-2014 and 2012-2019 overlap: ten years, not fifteen.
      yearsOfExperience: 10,
      license: ['Forklift operator'],
    });
    expect(second.rating).toBeNull();
    expect(second.client.firstName).toMatch(/\*{4}$/);
    const first = items.find((item) => item.id === s.people[0]!.application.id)!;
    expect(first.highlights).toMatchObject({ matchingTrades: 0, yearsOfExperience: 2 });
  });

  it('filters by status and by trade, with the filtered total, and counts per status', async () => {
    const s = await tracker();
    const patch = (index: number, status: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `${s.base}/${s.people[index]!.application.id}`,
        headers: s.auth,
        payload: { status },
      });
    expect((await patch(2, 'interview')).statusCode).toBe(200);
    expect((await patch(3, 'notAFit')).statusCode).toBe(200);

    const applied = await get(`${s.base}?status=applied`, s.auth);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.headers[TOTAL_COUNT_HEADER]).toBe('3');
    const appliedIds = applied.json<EmployerApplication[]>().map((item) => item.id);
    expect(appliedIds).toEqual([4, 1, 0].map((i) => s.people[i]!.application.id));

    const warehouse = await get(`${s.base}?trade=warehouse`, s.auth);
    expect(warehouse.headers[TOTAL_COUNT_HEADER]).toBe('3');
    // The list's own order: interview first, then applied newest first.
    expect(warehouse.json<EmployerApplication[]>().map((item) => item.id)).toEqual(
      [2, 4, 1].map((i) => s.people[i]!.application.id),
    );
    const both = await get(`${s.base}?trade=warehouse&status=applied`, s.auth);
    expect(both.headers[TOTAL_COUNT_HEADER]).toBe('2');

    const counts = await get(`${s.base}/counts`, s.auth);
    expect(counts.statusCode).toBe(200);
    expect(counts.json<ApplicationCounts>()).toEqual({
      total: 5,
      byStatus: {
        applied: 3,
        interview: 1,
        hired: 0,
        rejected: 0,
        expired: 0,
        notAFit: 1,
        withdrawn: 0,
      },
    });
    const tradeCounts = (
      await get(`${s.base}/counts?trade=construction`, s.auth)
    ).json<ApplicationCounts>();
    expect(tradeCounts.total).toBe(2);
    expect(tradeCounts.byStatus).toMatchObject({ applied: 1, notAFit: 1, interview: 0 });

    const bad = await get(`${s.base}?status=pending&trade=juggling&sort=name`, s.auth);
    expect(bad.statusCode).toBe(400);
    const paths = bad.json<{ details: { path: string }[] }>().details.map((d) => d.path);
    expect(paths).toEqual(expect.arrayContaining(['status', 'trade', 'sort']));
  });

  it("orders by the job's trades each applicant has, then newest, and pages in that order", async () => {
    const s = await tracker();
    const expected = [1, 4, 2, 3, 0].map((i) => s.people[i]!.application.id);
    const all = (await get(`${s.base}?sort=match`, s.auth)).json<EmployerApplication[]>();
    expect(all.map((item) => item.id)).toEqual(expected);
    expect(all.map((item) => item.highlights!.matchingTrades)).toEqual([2, 1, 1, 0, 0]);

    const seen: string[] = [];
    let url = `${s.base}?sort=match&limit=2`;
    for (;;) {
      const page = await get(url, s.auth);
      expect(page.statusCode).toBe(200);
      const items = page.json<EmployerApplication[]>();
      seen.push(...items.map((item) => item.id));
      if (items.length < 2) break;
      url = `${s.base}?sort=match&limit=2&before=${items.at(-1)!.cursor}`;
    }
    expect(seen).toEqual(expected);

    // A cursor belongs to its order: the other order refuses it.
    const cursor = all[0]!.cursor!;
    const mixed = await get(`${s.base}?before=${cursor}`, s.auth);
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json()).toMatchObject({ code: 'InvalidRequest' });
  });
});

describe("the employer's notes and rating", () => {
  it('are kept for that employer only: never another employer, never the client', async () => {
    const s = await tracker();
    const target = s.people[1]!;
    const url = `${s.base}/${target.application.id}`;
    const note = await t.app.inject({
      method: 'POST',
      url: `${url}/notes`,
      headers: s.auth,
      payload: { body: '  Strong forklift experience; ask about night shifts.  ' },
    });
    expect(note.statusCode).toBe(201);
    expect(note.json<ApplicationNote>()).toMatchObject({
      body: 'Strong forklift experience; ask about night shifts.',
    });
    const empty = await t.app.inject({
      method: 'POST',
      url: `${url}/notes`,
      headers: s.auth,
      payload: { body: '   ' },
    });
    expect(empty.statusCode).toBe(400);

    const rate = await t.app.inject({
      method: 'PATCH',
      url: `${url}/rating`,
      headers: s.auth,
      payload: { rating: 4 },
    });
    expect(rate.statusCode).toBe(200);
    expect(rate.json()).toEqual({ rating: 4 });
    for (const rating of [0, 6, 2.5, '3'])
      expect(
        (
          await t.app.inject({
            method: 'PATCH',
            url: `${url}/rating`,
            headers: s.auth,
            payload: { rating },
          })
        ).statusCode,
        String(rating),
      ).toBe(400);

    const notes = (await get(`${url}/notes`, s.auth)).json<ApplicationNote[]>();
    expect(notes.map((n) => n.body)).toEqual([
      'Strong forklift experience; ask about night shifts.',
    ]);
    expect((await get(url, s.auth)).json<ApplicationDetail>().rating).toBe(4);
    const listed = (await get(`${s.base}?limit=100`, s.auth)).json<EmployerApplication[]>();
    expect(listed.find((item) => item.id === target.application.id)!.rating).toBe(4);

    // Another employer: nothing under this job, nothing under its own.
    const other = await createEmployer(db());
    const otherAuth = await authFor(other.user.email);
    const otherJob = await createJob(db(), other.employer.id);
    for (const path of [
      url,
      `/api/v1/employers/${other.employer.id}/jobs/${otherJob.id}/applications/${target.application.id}`,
    ]) {
      for (const suffix of ['/notes', '/history']) {
        const res = await get(`${path}${suffix}`, otherAuth);
        expect([403, 404], `${path}${suffix}`).toContain(res.statusCode);
        expect(res.body).not.toContain('night shifts');
      }
      const write = await t.app.inject({
        method: 'PATCH',
        url: `${path}/rating`,
        headers: otherAuth,
        payload: { rating: 1 },
      });
      expect([403, 404]).toContain(write.statusCode);
    }

    // The client: refused on the employer's routes, and nothing of it in the client's own answers.
    const clientAuth = await authFor(target.user.email);
    expect((await get(`${url}/notes`, clientAuth)).statusCode).toBe(403);
    for (const own of [
      `/api/v1/jobs/${s.job.id}`,
      `/api/v1/clients/${target.client.id}/jobs`,
      `/api/v1/user`,
    ]) {
      const res = await get(own, clientAuth);
      expect(res.statusCode, own).toBe(200);
      expect(res.body, own).not.toContain('night shifts');
      expect(res.body, own).not.toContain('"rating"');
    }
    const [stored] = await db()
      .select({ rating: applications.employerRating })
      .from(applications)
      .where(eq(applications.id, target.application.id));
    expect(stored!.rating).toBe(4);

    const cleared = await t.app.inject({
      method: 'PATCH',
      url: `${url}/rating`,
      headers: s.auth,
      payload: { rating: null },
    });
    expect(cleared.json()).toEqual({ rating: null });
  });
});

describe('the history and the interview invitation', () => {
  it('records every status change with its time, and the invitation mailed in the client’s language', async () => {
    const s = await tracker();
    const target = s.people[1]!; // Spanish-speaking
    const url = `${s.base}/${target.application.id}`;
    const invite = (message: string) =>
      t.app.inject({
        method: 'POST',
        url: `${url}/invitation`,
        headers: s.auth,
        payload: { message },
      });

    // Before the interview request the employer does not know who to invite.
    const early = await invite('Please come in on Monday.');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'ResourceConflict' });

    const interview = await t.app.inject({
      method: 'PATCH',
      url,
      headers: s.auth,
      payload: { status: 'interview' },
    });
    expect(interview.statusCode, interview.body).toBe(200);

    const message = 'Please come in on Monday at 9.\n\nAsk for Dana at the loading dock.';
    const sent = await invite(message);
    expect(sent.statusCode).toBe(201);
    expect(sent.json<ApplicationEvent>()).toMatchObject({ kind: 'invitation', message });
    expect((await invite('')).statusCode).toBe(400);

    const mails = await db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, target.user.email), eq(outbox.template, 'interviewInvitation')));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.language).toBe('es');
    expect(mails[0]!.subject).toContain('Invitación a una entrevista');
    expect(mails[0]!.text).toContain('Please come in on Monday at 9.');
    expect(mails[0]!.text).toContain('Ask for Dana at the loading dock.');
    expect(mails[0]!.html).toContain(
      '<p style="line-height:1.5">Ask for Dana at the loading dock.</p>',
    );

    const hired = await t.app.inject({
      method: 'PATCH',
      url,
      headers: s.auth,
      payload: { status: 'hired' },
    });
    expect(hired.statusCode).toBe(200);
    const afterHire = await invite('One more thing.');
    expect(afterHire.statusCode).toBe(409);

    const history = await get(`${url}/history`, s.auth);
    expect(history.statusCode).toBe(200);
    const events = history.json<ApplicationEvent[]>();
    expect(events.map((e) => (e.kind === 'status' ? e.status : e.kind))).toEqual([
      'applied',
      'interview',
      'invitation',
      'hired',
    ]);
    expect(events[0]!.at).toBe(target.application.createdAt.toISOString());
    const detail = (await get(url, s.auth)).json<ApplicationDetail>();
    expect(events[3]!.at).toBe(detail.updatedAt);
    for (let i = 1; i < events.length; i += 1)
      expect(events[i]!.at >= events[i - 1]!.at).toBe(true);
  });

  it('keeps a withdrawal and an expiry on the history, written with the status', async () => {
    const s = await tracker();
    const target = s.people[0]!;
    const clientAuth = await authFor(target.user.email);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/applications/${target.application.id}/withdraw`,
      headers: clientAuth,
    });
    expect(res.statusCode).toBe(200);
    const events = (await get(`${s.base}/${target.application.id}/history`, s.auth)).json<
      ApplicationEvent[]
    >();
    expect(events.map((e) => e.status)).toEqual(['applied', 'withdrawn']);
    expect((await get(`${s.base}/${target.application.id}/history`, clientAuth)).statusCode).toBe(
      403,
    );
  });
});
