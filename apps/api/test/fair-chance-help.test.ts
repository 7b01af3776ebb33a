/**
 * Fair-chance help (docs/decisions/026-fair-chance-help.md): the hire e-mail's incentive help, and
 * the client's statement that an employer sees only from the interview on, for that application.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  FAIR_CHANCE_SOURCES,
  STATEMENT_MAX_LENGTH,
  type ApplicationDetail,
  type ClientProfile,
  type ErrorBody,
} from '@fairchance/shared';
import { outbox, users } from '../src/db/schema.ts';
import { useTestApp } from './helpers/app.ts';
import { bearer, tokensFor } from './helpers/auth.ts';
import { createApplication, createFullClient } from './helpers/factories.ts';
import { createEmployer, createJob } from './helpers/profiles.ts';

const t = useTestApp({ employerFreeJobs: 3, employerFreeUncloaks: 3 });

type Headers = { authorization: string };

async function employerWithJob(language = 'en') {
  const { user, employer } = await createEmployer(t.database.db, { name: 'Harbor Foods Co-op' });
  await t.database.db
    .update(users)
    .set({ language, firstName: 'Rosa' })
    .where(eq(users.id, user.id));
  const job = await createJob(t.database.db, employer.id, { title: 'Line cook' });
  return { user, employer, job, auth: bearer(await tokensFor(t.app, user.email)) };
}
type EmployerWithJob = Awaited<ReturnType<typeof employerWithJob>>;

const base = (e: EmployerWithJob) => `/api/v1/employers/${e.employer.id}/jobs/${e.job.id}`;
const list = (e: EmployerWithJob, auth: Headers = e.auth) =>
  t.app.inject({ method: 'GET', url: `${base(e)}/applications`, headers: auth });
const detail = (e: EmployerWithJob, id: string, auth: Headers = e.auth) =>
  t.app.inject({ method: 'GET', url: `${base(e)}/applications/${id}`, headers: auth });
const setStatus = (e: EmployerWithJob, id: string, status: string) =>
  t.app.inject({
    method: 'PATCH',
    url: `${base(e)}/applications/${id}`,
    headers: e.auth,
    payload: { status },
  });
const hireHelpMailsTo = (to: string) =>
  t.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, to), eq(outbox.template, 'hireHelp')));

describe('the hire e-mail to the employer: incentive help, nothing of the person', () => {
  it('a hire e-mails the employer the WOTC and bonding help, with deadlines, links and the status date', async () => {
    const e = await employerWithJob();
    const person = await createFullClient(t.database.db);
    const application = await createApplication(t.database.db, {
      jobId: e.job.id,
      clientId: person.client.id,
      status: 'interview',
    });
    expect((await setStatus(e, application.id, 'hired')).statusCode).toBe(200);

    const [mail, ...more] = await hireHelpMailsTo(e.user.email);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ language: 'en' });
    expect(mail!.subject).toContain('You hired');
    for (const body of [mail!.text, mail!.html]) {
      expect(body).toContain('Work Opportunity Tax Credit');
      expect(body).toContain('Federal Bonding Program');
      expect(body).toContain('Form 8850');
      expect(body).toContain('by the day of the job offer');
      expect(body).toContain('within 28 days of the start date');
      expect(body).toContain(`Status as of ${FAIR_CHANCE_SOURCES.dwdWotc.checkedOn}`);
      for (const source of [FAIR_CHANCE_SOURCES.dwdWotc, FAIR_CHANCE_SOURCES.bonding])
        expect(body).toContain(source.url);
    }
    // Nothing of this person's record, support or place reaches the employer's e-mail. (Words the
    // programs themselves use, such as "federal" or "embezzlement", are left out of the search.)
    const personal = person.secrets.justiceAndSupport.filter(
      (secret) => !['federal', 'embezzlement', 'offense'].includes(secret),
    );
    for (const secret of [...personal, ...person.secrets.diversity])
      expect(mail!.text.toLowerCase()).not.toContain(secret.toLowerCase());

    // The client's own e-mail tells them the pre-screening form may come, and that they choose.
    const [clientMail] = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, person.secrets.identity[2]!), eq(outbox.template, 'hired')));
    expect(clientMail!.text).toContain('Form 8850');
    expect(clientMail!.text).toContain('Filling it in is your choice.');
  });

  it('is the same for a person with a record and one without (the name aside)', async () => {
    const e = await employerWithJob();
    const withRecord = await createFullClient(t.database.db, {
      firstName: 'Ana',
      lastName: 'Ruiz',
    });
    const without = await createFullClient(t.database.db, {
      firstName: 'Ana',
      lastName: 'Ruiz',
      justiceStatus: 'noOffense',
      offense: [],
      timeServed: null,
      releasedAt: null,
      stateOrFederal: null,
      support: [],
    });
    for (const person of [withRecord, without]) {
      const application = await createApplication(t.database.db, {
        jobId: e.job.id,
        clientId: person.client.id,
        status: 'interview',
      });
      expect((await setStatus(e, application.id, 'hired')).statusCode).toBe(200);
    }
    const mails = await hireHelpMailsTo(e.user.email);
    expect(mails).toHaveLength(2);
    const withoutLink = (text: string) => text.replace(/applicant\/[0-9a-f-]+/g, 'applicant/X');
    expect(withoutLink(mails[0]!.text)).toBe(withoutLink(mails[1]!.text));
    expect(mails[0]!.subject).toBe(mails[1]!.subject);
  });

  it("is written in the employer's language", async () => {
    const e = await employerWithJob('es');
    const person = await createFullClient(t.database.db);
    const application = await createApplication(t.database.db, {
      jobId: e.job.id,
      clientId: person.client.id,
      status: 'interview',
    });
    expect((await setStatus(e, application.id, 'hired')).statusCode).toBe(200);
    const [mail] = await hireHelpMailsTo(e.user.email);
    expect(mail).toMatchObject({ language: 'es' });
    expect(mail!.text).toContain('Crédito fiscal por oportunidad de trabajo');
    expect(mail!.text).toContain('dentro de los 28 días siguientes a la fecha de inicio');
    expect(mail!.html).toContain('lang="es"');
  });

  it('comes only with a hire that happens: none for an interview, a rejection or a refused change', async () => {
    const e = await employerWithJob();
    const person = await createFullClient(t.database.db);
    const applied = await createApplication(t.database.db, {
      jobId: e.job.id,
      clientId: person.client.id,
    });
    // applied -> hired is not allowed: the transaction rolls back, and with it the e-mail.
    expect((await setStatus(e, applied.id, 'hired')).statusCode).toBe(400);
    expect((await setStatus(e, applied.id, 'interview')).statusCode).toBe(200);
    expect((await setStatus(e, applied.id, 'rejected')).statusCode).toBe(200);
    expect(await hireHelpMailsTo(e.user.email)).toEqual([]);
  });
});

describe("the client's statement: employers only from the interview on, for that application", () => {
  const STATEMENT =
    'Since my release I earned a forklift certificate and a Certificate of Qualification for Employment.';

  async function clientWithStatement() {
    const person = await createFullClient(t.database.db);
    const auth = bearer(await tokensFor(t.app, person.secrets.identity[2]!));
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/clients/${person.client.id}`,
      headers: auth,
      payload: { personalStatement: `  ${STATEMENT}  ` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<ClientProfile>().personalStatement).toBe(STATEMENT);
    return { ...person, auth };
  }

  it('the client saves, reads and clears their statement', async () => {
    const person = await clientWithStatement();
    const url = `/api/v1/clients/${person.client.id}`;
    const read = await t.app.inject({ method: 'GET', url, headers: person.auth });
    expect(read.json<ClientProfile>().personalStatement).toBe(STATEMENT);
    const cleared = await t.app.inject({
      method: 'PATCH',
      url,
      headers: person.auth,
      payload: { personalStatement: '' },
    });
    expect(cleared.json<ClientProfile>().personalStatement).toBeNull();
  });

  it(`refuses a statement longer than ${STATEMENT_MAX_LENGTH} characters with a field error`, async () => {
    const person = await clientWithStatement();
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/clients/${person.client.id}`,
      headers: person.auth,
      payload: { personalStatement: 'x'.repeat(STATEMENT_MAX_LENGTH + 1) },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json<ErrorBody>();
    expect(body.code).toBe('InvalidRequest');
    expect(body.details?.map((d) => d.path)).toContain('personalStatement');
  });

  it('is absent from every employer answer before the interview request, present after, never to another employer', async () => {
    const person = await clientWithStatement();
    const e = await employerWithJob();
    const other = await employerWithJob();
    const mine = await createApplication(t.database.db, {
      jobId: e.job.id,
      clientId: person.client.id,
    });
    const theirs = await createApplication(t.database.db, {
      jobId: other.job.id,
      clientId: person.client.id,
    });
    const fragment = 'Certificate of Qualification';

    // Before the interview: the list, the detail, and the answer of a refused change.
    const before = [
      await list(e),
      await detail(e, mine.id),
      await setStatus(e, mine.id, 'hired'),
      await list(other),
      await detail(other, theirs.id),
    ];
    for (const res of before) expect(res.body).not.toContain(fragment);
    expect(before[1]!.json<ApplicationDetail>().profile).not.toHaveProperty('personalStatement');

    // The interview request's own answer is the first to hold it.
    const asked = await setStatus(e, mine.id, 'interview');
    expect(asked.statusCode).toBe(200);
    expect(asked.json<ApplicationDetail>().profile.personalStatement).toBe(STATEMENT);
    expect((await detail(e, mine.id)).json<ApplicationDetail>().profile.personalStatement).toBe(
      STATEMENT,
    );
    // The other employer, whose application is still before its interview, still has nothing;
    // and it cannot reach this employer's application at all.
    for (const res of [await list(other), await detail(other, theirs.id)])
      expect(res.body).not.toContain(fragment);
    const crossed = await t.app.inject({
      method: 'GET',
      url: `/api/v1/employers/${other.employer.id}/jobs/${e.job.id}/applications/${mine.id}`,
      headers: other.auth,
    });
    expect(crossed.statusCode).toBe(404);
    expect(crossed.body).not.toContain(fragment);

    // After the hire it stays; the list never carries profiles.
    const hired = await setStatus(e, mine.id, 'hired');
    expect(hired.json<ApplicationDetail>().profile.personalStatement).toBe(STATEMENT);
    expect((await list(e)).body).not.toContain(fragment);
  });

  it('a withdrawn application keeps it hidden when no interview had been requested', async () => {
    const person = await clientWithStatement();
    const e = await employerWithJob();
    const withdrawn = await createApplication(t.database.db, {
      jobId: e.job.id,
      clientId: person.client.id,
      status: 'withdrawn',
    });
    expect((await detail(e, withdrawn.id)).body).not.toContain('Certificate of Qualification');
  });
});
