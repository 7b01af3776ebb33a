import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  REFUSED_QUERY_MESSAGES,
  type Application,
  type ApplicationDetail,
  type ErrorBody,
} from '@fairchance/shared';
import { applications, clients, employers, outbox, users } from '../src/db/schema.ts';
import {
  ExpirySweeper,
  expireStaleApplications,
} from '../src/features/applicants/expire-applications.ts';
import { useTestApp } from './helpers/app.ts';
import { bearer, tokensFor } from './helpers/auth.ts';
import { createApplication, createFullClient, createUser } from './helpers/factories.ts';
import { createEmployer, createJob } from './helpers/profiles.ts';

const t = useTestApp({ employerFreeJobs: 3, employerFreeUncloaks: 3 });

type Headers = { authorization: string };
type FullClient = Awaited<ReturnType<typeof createFullClient>>;

const QUESTIONS = ['Can you work nights?'];
const DAY = 86_400_000;

async function employerWithJob(uncloaks = 3) {
  const { user, employer } = await createEmployer(t.database.db, {
    name: 'Harbor Foods Co-op',
    availableUncloaksCount: uncloaks,
  });
  const job = await createJob(t.database.db, employer.id, {
    title: 'Line cook',
    questions: QUESTIONS,
  });
  return { user, employer, job, auth: bearer(await tokensFor(t.app, user.email)) };
}
type EmployerWithJob = Awaited<ReturnType<typeof employerWithJob>>;

async function applicant(
  e: EmployerWithJob,
  values: { status?: string; createdAt?: Date } = {},
  client?: FullClient,
) {
  const person = client ?? (await createFullClient(t.database.db));
  const application = await createApplication(t.database.db, {
    jobId: e.job.id,
    clientId: person.client.id,
    answers: [{ question: QUESTIONS[0]!, answer: 'Yes, any night.' }],
    ...values,
  });
  return { ...person, application };
}

const base = (e: EmployerWithJob) => `/api/v1/employers/${e.employer.id}/jobs/${e.job.id}`;
const list = (e: EmployerWithJob, query = '', auth: Headers = e.auth) =>
  t.app.inject({ method: 'GET', url: `${base(e)}/applications${query}`, headers: auth });
const detail = (e: EmployerWithJob, id: string, query = '', auth: Headers = e.auth) =>
  t.app.inject({ method: 'GET', url: `${base(e)}/applications/${id}${query}`, headers: auth });
const setStatus = (e: EmployerWithJob, id: string, status: string, auth: Headers = e.auth) =>
  t.app.inject({
    method: 'PATCH',
    url: `${base(e)}/applications/${id}`,
    headers: auth,
    payload: { status },
  });

const statusOf = async (id: string) => {
  const [row] = await t.database.db
    .select({ status: applications.status })
    .from(applications)
    .where(eq(applications.id, id));
  return row!.status;
};
const uncloaksLeft = async (employerId: string) => {
  const [row] = await t.database.db
    .select({ n: employers.availableUncloaksCount })
    .from(employers)
    .where(eq(employers.id, employerId));
  return row!.n;
};
const mailsTo = (to: string) => t.database.db.select().from(outbox).where(eq(outbox.to, to));

/** The whole answer body, searched for each value; names the ones found. */
function found(body: string, values: readonly string[]): string[] {
  const lower = body.toLowerCase();
  return values.filter((value) => lower.includes(value.toLowerCase()));
}

describe('privacy of every employer-facing answer (docs/roles-and-permissions.md#cloaking)', () => {
  it('shows nothing identifying before an interview, identity after, never the record or diversity', async () => {
    const e = await employerWithJob();
    const person = await applicant(e);
    const { secrets } = person;
    const id = person.application.id;
    const never = [...secrets.justiceAndSupport, ...secrets.diversity];

    // Before the interview: list, detail.
    const before = [(await list(e)).body, (await detail(e, id)).body];
    for (const body of before) {
      expect(found(body, secrets.identity)).toEqual([]);
      expect(found(body, never)).toEqual([]);
    }
    const cloaked = (await detail(e, id)).json<ApplicationDetail>();
    // The application's id in place of the client's (decision 014).
    expect(cloaked.client).toEqual({
      id,
      firstName: 'T****',
      lastName: 'W****',
    });
    expect(cloaked.profile).toMatchObject({
      isCloaked: true,
      firstName: 'T****',
      lastName: 'W****',
      email: 't****@*****.***',
      personalSummary: 'Reliable cook with five years on the line.',
    });
    expect(cloaked.answers).toEqual([{ question: QUESTIONS[0], answer: 'Yes, any night.' }]);
    expect(cloaked.profile.relativeExperience.map((x) => x.title)).toEqual([
      'Line cook',
      'Dock worker',
    ]);

    // The interview request uncloaks; its own answer is the first to show the identity.
    const patched = await setStatus(e, id, 'interview');
    expect(patched.statusCode).toBe(200);
    const after = [patched.body, (await list(e)).body, (await detail(e, id)).body];
    for (const body of after) {
      expect(found(body, [secrets.lastName, secrets.firstName])).toEqual([
        secrets.lastName,
        secrets.firstName,
      ]);
      expect(found(body, never)).toEqual([]);
    }
    for (const body of [patched.body, after[2]!]) {
      expect(found(body, secrets.identity)).toEqual(secrets.identity);
    }
    expect(patched.json<ApplicationDetail>().profile).toMatchObject({
      isCloaked: false,
      lastName: secrets.lastName,
      email: secrets.email,
      phone: secrets.phone,
      city: secrets.city,
      postalCode: secrets.postalCode,
    });

    // Hired and rejected stay uncloaked; offenses, support and diversity still never.
    expect((await setStatus(e, id, 'hired')).statusCode).toBe(200);
    const hired = (await detail(e, id)).body;
    expect(found(hired, [secrets.lastName])).toEqual([secrets.lastName]);
    expect(found(hired, never)).toEqual([]);
  });

  it('keeps not-a-fit and expired applicants cloaked', async () => {
    const e = await employerWithJob();
    const notAFit = await applicant(e);
    const expired = await applicant(e, { status: 'expired' });
    const res = await setStatus(e, notAFit.application.id, 'notAFit');
    expect(res.statusCode).toBe(200);
    expect(found(res.body, notAFit.secrets.identity)).toEqual([]);
    for (const person of [notAFit, expired]) {
      const body = (await detail(e, person.application.id)).body;
      expect(found(body, person.secrets.identity)).toEqual([]);
      expect(
        found(body, [...person.secrets.justiceAndSupport, ...person.secrets.diversity]),
      ).toEqual([]);
    }
    expect(
      found((await list(e)).body, [...notAFit.secrets.identity, ...expired.secrets.identity]),
    ).toEqual([]);
  });
});

describe('GET .../applications', () => {
  it('sorts by status (interview, applied, hired, notAFit, rejected, expired), newest first, and pages', async () => {
    const e = await employerWithJob();
    const at = (days: number) => new Date(Date.now() - days * DAY);
    const made = [
      await applicant(e, { status: 'expired', createdAt: at(40) }),
      await applicant(e, { status: 'applied', createdAt: at(3) }),
      await applicant(e, { status: 'rejected', createdAt: at(5) }),
      await applicant(e, { status: 'interview', createdAt: at(4) }),
      await applicant(e, { status: 'applied', createdAt: at(1) }),
      await applicant(e, { status: 'hired', createdAt: at(9) }),
      await applicant(e, { status: 'notAFit', createdAt: at(2) }),
      await applicant(e, { status: 'interview', createdAt: at(6) }),
      await applicant(e, { status: 'applied', createdAt: at(2) }),
    ];
    const other = await employerWithJob();
    await applicant(other);

    const expected = [
      ['interview', 4],
      ['interview', 6],
      ['applied', 1],
      ['applied', 2],
      ['applied', 3],
      ['hired', 9],
      ['notAFit', 2],
      ['rejected', 5],
      ['expired', 40],
    ];
    const all = await list(e, '?limit=100');
    expect(all.statusCode).toBe(200);
    expect(all.headers['x-total-count']).toBe('9');
    const items = all.json<Application[]>();
    expect(items.map((a) => a.status)).toEqual(expected.map(([status]) => status));
    const byId = new Map(made.map((m) => [m.application.id, m]));
    expect(
      items.map((a) => Math.round((Date.now() - new Date(a.createdAt).getTime()) / DAY)),
    ).toEqual(expected.map(([, days]) => days));
    for (const item of items) {
      const person = byId.get(item.id)!;
      const uncloaked = ['interview', 'hired', 'rejected'].includes(item.status);
      expect(item).toMatchObject({
        jobId: e.job.id,
        client: { id: uncloaked ? person.client.id : person.application.id },
      });
      expect(item.client.lastName).toBe(
        uncloaked ? person.secrets.lastName : `${person.secrets.lastName[0]}****`,
      );
      expect(item.cursor).toEqual(expect.any(String));
    }

    // Pages of 2 with `before`: the same order, each once, the total on every page.
    const paged: string[] = [];
    let before: string | undefined;
    for (;;) {
      const res = await list(e, `?limit=2${before ? `&before=${before}` : ''}`);
      expect(res.headers['x-total-count']).toBe('9');
      const page = res.json<Application[]>();
      if (page.length === 0) break;
      expect(page.length).toBeLessThanOrEqual(2);
      paged.push(...page.map((a) => a.id));
      before = page.at(-1)!.cursor;
    }
    expect(paged).toEqual(items.map((a) => a.id));
  });

  it('gives the applications changed since a time', async () => {
    const e = await employerWithJob();
    const quiet = await applicant(e);
    const moved = await applicant(e);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const since = new Date().toISOString();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await setStatus(e, moved.application.id, 'notAFit')).statusCode).toBe(200);
    const res = await list(e, `?since=${encodeURIComponent(since)}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('2');
    expect(res.json<Application[]>().map((a) => a.id)).toEqual([moved.application.id]);
    expect(res.json<Application[]>().map((a) => a.id)).not.toContain(quiet.application.id);
  });

  it('refuses a cursor that is not one', async () => {
    const e = await employerWithJob();
    const res = await list(e, '?before=bm90LWEtY3Vyc29y');
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>().details).toEqual([
      { path: 'before', message: 'The cursor is not valid.' },
    ]);
  });

  it('refuses after (docs/api.md#lists-and-paging: "paged; before cursor") instead of answering the first page', async () => {
    const e = await employerWithJob();
    await applicant(e);
    const [first] = (await list(e)).json<Application[]>();
    const res = await list(e, `?after=${first!.cursor}`);
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>()).toMatchObject({
      code: 'InvalidRequest',
      details: [{ path: 'after', message: REFUSED_QUERY_MESSAGES.after }],
    });
  });
});

describe('GET .../applications/{applicationId}', () => {
  // From the interview on: a cloaked answer is always sent whole (decision 014).
  it('answers 304 when nothing changed since `since`, the application otherwise', async () => {
    const e = await employerWithJob();
    const person = await applicant(e, {
      status: 'interview',
      createdAt: new Date(Date.now() - DAY),
    });
    const id = person.application.id;
    const later = new Date(Date.now() + 60_000).toISOString();
    const unchanged = await detail(e, id, `?since=${encodeURIComponent(later)}`);
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    const earlier = new Date(Date.now() - 2 * DAY).toISOString();
    expect((await detail(e, id, `?since=${encodeURIComponent(earlier)}`)).statusCode).toBe(200);
  });

  it('answers 304 to the newest time of the answer held, 200 once anything in it changes', async () => {
    const e = await employerWithJob();
    const person = await applicant(e, {
      status: 'interview',
      createdAt: new Date(Date.now() - DAY),
    });
    const id = person.application.id;
    const newest = (held: ApplicationDetail) =>
      [held.updatedAt, held.profile.updatedAt!].sort().at(-1)!;
    const ask = (held: ApplicationDetail) =>
      detail(e, id, `?since=${encodeURIComponent(newest(held))}`);

    const first = (await detail(e, id)).json<ApplicationDetail>();
    expect((await ask(first)).statusCode).toBe(304);

    // The applicant renames themself: the user's row, not the client's, changed.
    const renamedAt = new Date(Date.parse(newest(first)) + 1);
    await t.database.db
      .update(users)
      .set({ lastName: 'Renamed', updatedAt: renamedAt })
      .where(eq(users.id, person.user.id));
    const renamed = await ask(first);
    expect(renamed.statusCode).toBe(200);
    const second = renamed.json<ApplicationDetail>();
    expect(second.profile.updatedAt).toBe(renamedAt.toISOString());
    expect((await ask(second)).statusCode).toBe(304);

    // The profile itself changes.
    await t.database.db
      .update(clients)
      .set({ updatedAt: new Date(renamedAt.getTime() + 1) })
      .where(eq(clients.id, person.client.id));
    expect((await ask(second)).statusCode).toBe(200);

    // The status changes: the PATCH answer is the new one to hold.
    const third = (await detail(e, id)).json<ApplicationDetail>();
    const moved = await setStatus(e, id, 'hired');
    expect(moved.statusCode).toBe(200);
    expect((await ask(third)).statusCode).toBe(200);
    expect((await ask(moved.json<ApplicationDetail>())).statusCode).toBe(304);
  });
});

describe('PATCH .../applications/{applicationId}', () => {
  it('requests an interview: one uncloak taken, the client e-mailed', async () => {
    const e = await employerWithJob(3);
    const person = await applicant(e);
    const res = await setStatus(e, person.application.id, 'interview');
    expect(res.statusCode).toBe(200);
    expect(res.json<ApplicationDetail>()).toMatchObject({
      id: person.application.id,
      status: 'interview',
      profile: { isCloaked: false },
    });
    expect(await uncloaksLeft(e.employer.id)).toBe(2);
    const mails = await mailsTo(person.secrets.email);
    expect(mails.map((m) => m.template)).toEqual(['interviewRequested']);
    expect(mails[0]!.subject).toBe('Harbor Foods Co-op would like to interview you');
    expect(mails[0]!.text).toContain('Line cook');
    expect(mails[0]!.text).toContain(`/client/jobs/${e.job.id}/`);
  });

  it('hires and rejects after an interview, e-mailing each, in the client language', async () => {
    const e = await employerWithJob();
    const hired = await applicant(e, { status: 'interview' });
    const rejected = await applicant(
      e,
      { status: 'interview' },
      await createFullClient(t.database.db, { language: 'es' }),
    );
    expect((await setStatus(e, hired.application.id, 'hired')).statusCode).toBe(200);
    expect((await setStatus(e, rejected.application.id, 'rejected')).statusCode).toBe(200);
    expect((await mailsTo(hired.secrets.email)).map((m) => [m.template, m.subject])).toEqual([
      ['hired', "You're hired: Line cook"],
    ]);
    const [mail] = await mailsTo(rejected.secrets.email);
    expect(mail).toMatchObject({ template: 'rejected', language: 'es' });
    expect(mail!.subject).toBe('Novedades sobre su solicitud a Harbor Foods Co-op');
    expect(await uncloaksLeft(e.employer.id)).toBe(3);
  });

  it('marks not a fit without an e-mail, and lowers the applicant count', async () => {
    const e = await employerWithJob();
    const person = await applicant(e);
    const job = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/employers/${e.employer.id}/jobs`,
          headers: e.auth,
        })
      ).json<{ applicationsCount: number; applicationsTotal: number }[]>()[0]!;
    expect(await job()).toMatchObject({ applicationsCount: 1, applicationsTotal: 1 });
    expect((await setStatus(e, person.application.id, 'notAFit')).statusCode).toBe(200);
    expect(await mailsTo(person.secrets.email)).toEqual([]);
    expect(await job()).toMatchObject({ applicationsCount: 0, applicationsTotal: 1 });
  });

  it.each([
    [
      'applied',
      'hired',
      "An application that is Applied can't become Hired. You can request an interview or mark them as not a fit.",
    ],
    [
      'applied',
      'rejected',
      "An application that is Applied can't become Rejected. You can request an interview or mark them as not a fit.",
    ],
    [
      'interview',
      'notAFit',
      "An application that is Interview can't become Not a fit. You can hire them or reject them.",
    ],
    [
      'interview',
      'interview',
      'This application is already Interview. You can hire them or reject them.',
    ],
    ['notAFit', 'interview', 'This application is Not a fit: its status can no longer change.'],
    ['hired', 'rejected', 'This application is Hired: its status can no longer change.'],
    ['rejected', 'hired', 'This application is Rejected: its status can no longer change.'],
    ['expired', 'interview', 'This application is Expired: its status can no longer change.'],
  ])('refuses %s to %s with 400 and changes nothing', async (from, to, message) => {
    const e = await employerWithJob();
    const person = await applicant(e, { status: from });
    const res = await setStatus(e, person.application.id, to);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'InvalidRequest',
      message,
      details: [{ path: 'status', message }],
    });
    expect(await statusOf(person.application.id)).toBe(from);
    expect(await uncloaksLeft(e.employer.id)).toBe(3);
    expect(await mailsTo(person.secrets.email)).toEqual([]);
  });

  it('refuses statuses an employer cannot set', async () => {
    const e = await employerWithJob();
    const person = await applicant(e);
    for (const status of ['applied', 'expired', 'accepted']) {
      const res = await setStatus(e, person.application.id, status);
      expect(res.statusCode).toBe(400);
      expect(res.json<ErrorBody>().details?.[0]?.path).toBe('status');
    }
  });

  it('answers 402 at 0 uncloaks and leaves the applicant cloaked', async () => {
    const e = await employerWithJob(0);
    const person = await applicant(e);
    const res = await setStatus(e, person.application.id, 'interview');
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({
      code: 'PaymentDeclined',
      message: 'You have exceeded your free interview quota!',
    });
    expect(found(res.body, person.secrets.identity)).toEqual([]);
    expect(await statusOf(person.application.id)).toBe('applied');
    expect(await mailsTo(person.secrets.email)).toEqual([]);
    // Not a fit needs no quota.
    expect((await setStatus(e, person.application.id, 'notAFit')).statusCode).toBe(200);
  });

  it('takes exactly the quota under 10 concurrent interview requests', async () => {
    const e = await employerWithJob(3);
    const people: Awaited<ReturnType<typeof applicant>>[] = [];
    for (let i = 0; i < 10; i += 1) people.push(await applicant(e));
    const results = await Promise.all(
      people.map((p) => setStatus(e, p.application.id, 'interview')),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 402)).toHaveLength(7);
    expect(await uncloaksLeft(e.employer.id)).toBe(0);
    const rows = await t.database.db
      .select({ id: applications.id, status: applications.status })
      .from(applications)
      .where(eq(applications.jobId, e.job.id));
    expect(rows.filter((r) => r.status === 'interview')).toHaveLength(3);
    expect(rows.filter((r) => r.status === 'applied')).toHaveLength(7);
    const mails = await t.database.db
      .select()
      .from(outbox)
      .where(
        and(
          eq(outbox.template, 'interviewRequested'),
          inArray(
            outbox.to,
            people.map((p) => p.secrets.email),
          ),
        ),
      );
    expect(mails).toHaveLength(3);
    // Each 402 answer kept its applicant hidden.
    results.forEach((res, i) => {
      if (res.statusCode === 402) expect(found(res.body, people[i]!.secrets.identity)).toEqual([]);
    });
  });

  it('takes one uncloak for concurrent interview requests on the same applicant', async () => {
    const e = await employerWithJob(3);
    const person = await applicant(e);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => setStatus(e, person.application.id, 'interview')),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400, 400, 400, 400]);
    expect(await uncloaksLeft(e.employer.id)).toBe(2);
    expect(await mailsTo(person.secrets.email)).toHaveLength(1);
  });
});

describe('who may see applicants', () => {
  it('refuses another employer (403 or 404) and a client (403)', async () => {
    const e = await employerWithJob();
    const person = await applicant(e);
    const other = await employerWithJob();
    const otherApplicant = await applicant(other);
    const id = person.application.id;

    // Another employer naming this employer: 403, and nothing changes.
    expect((await list(e, '', other.auth)).statusCode).toBe(403);
    expect((await detail(e, id, '', other.auth)).statusCode).toBe(403);
    expect((await setStatus(e, id, 'interview', other.auth)).statusCode).toBe(403);

    // Another employer with its own id and this job or application: 404.
    const mixed = { ...other, job: e.job };
    expect((await list(mixed)).statusCode).toBe(404);
    expect((await detail(mixed, id)).statusCode).toBe(404);
    expect((await setStatus(mixed, id, 'interview')).statusCode).toBe(404);
    // An application of another job under this employer's own job: 404.
    expect((await detail(e, otherApplicant.application.id)).statusCode).toBe(404);
    expect((await setStatus(e, otherApplicant.application.id, 'notAFit')).statusCode).toBe(404);

    // A client, even the applicant: 403.
    const clientAuth = bearer(await tokensFor(t.app, person.user.email));
    expect((await list(e, '', clientAuth)).statusCode).toBe(403);
    expect((await detail(e, id, '', clientAuth)).statusCode).toBe(403);
    expect((await setStatus(e, id, 'interview', clientAuth)).statusCode).toBe(403);
    const rsp = await createUser(t.database.db, { type: 'rsp', rspRole: 'owner' });
    expect((await list(e, '', bearer(await tokensFor(t.app, rsp.email)))).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `${base(e)}/applications` })).statusCode).toBe(
      401,
    );

    expect(await statusOf(id)).toBe('applied');
    expect(await statusOf(otherApplicant.application.id)).toBe('applied');
    expect(await uncloaksLeft(e.employer.id)).toBe(3);
  });
});

describe('expiry', () => {
  it('expires applications still applied 30 days after they were made', async () => {
    const e = await employerWithJob();
    const now = new Date();
    const at = (days: number) => new Date(now.getTime() - days * DAY);
    const stale = await applicant(e, { createdAt: at(31) });
    const edge = await applicant(e, { createdAt: at(30) });
    const recent = await applicant(e, { createdAt: at(29) });
    const interviewing = await applicant(e, { status: 'interview', createdAt: at(60) });
    const notAFit = await applicant(e, { status: 'notAFit', createdAt: at(60) });

    const expired = await expireStaleApplications(t.database.db, now);
    expect(expired).toEqual(expect.arrayContaining([stale.application.id, edge.application.id]));
    expect(expired).not.toContain(recent.application.id);
    expect(await statusOf(stale.application.id)).toBe('expired');
    expect(await statusOf(edge.application.id)).toBe('expired');
    expect(await statusOf(recent.application.id)).toBe('applied');
    expect(await statusOf(interviewing.application.id)).toBe('interview');
    expect(await statusOf(notAFit.application.id)).toBe('notAFit');

    // Idempotent, and a day later the next one goes.
    expect(await expireStaleApplications(t.database.db, now)).toEqual([]);
    expect(await expireStaleApplications(t.database.db, new Date(now.getTime() + DAY))).toEqual([
      recent.application.id,
    ]);

    // Expired applications stay visible, last in the list, cloaked, and can no longer change.
    const items = (await list(e, '?limit=100')).json<Application[]>();
    expect(items.slice(-3).map((a) => a.status)).toEqual(['expired', 'expired', 'expired']);
    expect(found((await detail(e, stale.application.id)).body, stale.secrets.identity)).toEqual([]);
    expect((await setStatus(e, stale.application.id, 'interview')).statusCode).toBe(400);
  });

  it('runs the sweep at start and then on its interval, until stopped', async () => {
    const e = await employerWithJob();
    const stale = await applicant(e, { createdAt: new Date(Date.now() - 31 * DAY) });
    const log = { errors: 0, error: () => (log.errors += 1), info: () => undefined };
    const sweeper = new ExpirySweeper({ db: t.database.db, log, intervalMs: 10 });
    sweeper.start();
    await expect.poll(() => statusOf(stale.application.id)).toBe('expired');
    const later = await applicant(e, { createdAt: new Date(Date.now() - 31 * DAY) });
    await expect.poll(() => statusOf(later.application.id)).toBe('expired');
    await sweeper.stop();
    const afterStop = await applicant(e, { createdAt: new Date(Date.now() - 31 * DAY) });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await statusOf(afterStop.application.id)).toBe('applied');
    expect(log.errors).toBe(0);
  });
});
