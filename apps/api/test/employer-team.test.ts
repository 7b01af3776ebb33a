/**
 * A company's team (docs/rules.md#employer-team, decision 030): the owner invites colleagues by
 * e-mail, who sign up with the e-mail locked and share the company's jobs, applicants, notes and
 * quotas; the owner withdraws invitations and removes colleagues, whose access ends at once.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type {
  ApplicationNote,
  Employer,
  EmployerInvitation,
  EmployerMember,
  Job,
  User,
} from '@fairchance/shared';
import { employers, outbox } from '../src/db/schema.ts';
import { apiCaller, useTestApp } from './helpers/app.ts';
import { bearer, tokensFor } from './helpers/auth.ts';
import {
  createApplication,
  createFullClient,
  createUser,
  TEST_PASSWORD,
  uniqueEmail,
} from './helpers/factories.ts';
import { createEmployer, createJob } from './helpers/profiles.ts';

const t = useTestApp();

const db = () => t.database.db;
type Auth = { authorization: string };
const authFor = async (email: string) => bearer(await tokensFor(t.app, email));
const call = apiCaller(t);

const signUp = (payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/users',
    payload: {
      firstName: 'Sam',
      lastName: 'Lee',
      password: TEST_PASSWORD,
      type: 'employer',
      ...payload,
    },
  });

const invite = (employerId: string, auth: Auth, person: Record<string, string>) =>
  call('POST', `/employers/${employerId}/invitations`, auth, person);

async function mailTo(email: string) {
  const [mail] = await db().select().from(outbox).where(eq(outbox.to, email));
  return mail!;
}

/** The link the invitation e-mail carries, to the employer sign-up. */
const linkIn = (text: string) => new URL(/https?:\/\/\S+\/signup\/employer\/\?\S+/.exec(text)![0]);

/** What the invited sign-up asks, without an account: who the invitation is from. */
const preview = (invitationId: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/invitations/${invitationId}` });

/** The company's routes every member may read, and that everyone else is refused. */
const companyReads = (s: Awaited<ReturnType<typeof team>>) =>
  [
    ['GET', `/employers/${s.employer.id}`],
    ['GET', `/employers/${s.employer.id}/jobs`],
    ['GET', `/employers/${s.employer.id}/jobs/${s.job.id}/applications`],
    ['GET', s.applicantUrl],
    ['GET', `${s.applicantUrl}/notes`],
    ['GET', `/employers/${s.employer.id}/members`],
    ['GET', `/employers/${s.employer.id}/invitations`],
  ] as const;

/** An owner's company with a job and one applicant, and a colleague who joined by invitation. */
async function team() {
  const { user: owner, employer } = await createEmployer(db(), {
    name: 'Harbor Foods',
    availableUncloaksCount: 2,
  });
  const ownerAuth = await authFor(owner.email);
  const job = await createJob(db(), employer.id);
  const applicant = await createFullClient(db());
  const application = await createApplication(db(), {
    jobId: job.id,
    clientId: applicant.client.id,
  });
  const email = uniqueEmail('colleague');
  const invitation = (
    await invite(employer.id, ownerAuth, {
      firstName: 'Sam',
      lastName: 'Lee',
      email,
    })
  ).json<EmployerInvitation>();
  const joined = await signUp({ email, invitationId: invitation.id });
  expect(joined.statusCode).toBe(201);
  const colleague = joined.json<User>();
  const colleagueAuth = await authFor(email);
  const applicantUrl = `/employers/${employer.id}/jobs/${job.id}/applications/${application.id}`;
  return { owner, ownerAuth, employer, job, application, applicantUrl, colleague, colleagueAuth };
}

describe('inviting a colleague', () => {
  it('e-mails a sign-up link in the owner’s language; the server names the company', async () => {
    const { user: owner, employer } = await createEmployer(db(), { name: 'Lakeside Bakery' });
    const ownerAuth = await authFor(owner.email);
    const email = uniqueEmail('invitee');
    const res = await invite(employer.id, ownerAuth, {
      firstName: 'Ana',
      lastName: 'Ruiz',
      email,
    });
    expect(res.statusCode).toBe(201);
    const invitation = res.json<EmployerInvitation>();
    expect(invitation).toMatchObject({ employerId: employer.id, email, firstName: 'Ana' });

    const mail = await mailTo(email);
    expect(mail.language).toBe('en');
    expect(mail.subject).toContain('Lakeside Bakery');
    expect(mail.text).toContain(`${owner.firstName} ${owner.lastName} invited you`);
    expect(Object.fromEntries(linkIn(mail.text).searchParams)).toEqual({
      firstName: 'Ana',
      lastName: 'Ruiz',
      email,
      invitationId: invitation.id,
    });
    // The link carries no company name: the sign-up asks the server, which names the company.
    const named = await preview(invitation.id);
    expect(named.statusCode).toBe(200);
    expect(named.json()).toEqual({ type: 'employer', name: 'Lakeside Bakery' });

    await call('PATCH', '/user', ownerAuth, { language: 'es' });
    const spanish = uniqueEmail('invitee-es');
    await invite(employer.id, ownerAuth, {
      firstName: 'Luz',
      lastName: 'Ruiz',
      email: spanish,
    });
    const spanishMail = await mailTo(spanish);
    expect(spanishMail.language).toBe('es');
    expect(spanishMail.subject).toContain('lo invitó a Lakeside Bakery');
  });

  it('refuses bad input, an e-mail with an account and a second pending invitation', async () => {
    const { user: owner, employer } = await createEmployer(db());
    const ownerAuth = await authFor(owner.email);
    const url = `/employers/${employer.id}/invitations`;

    const bad = await call('POST', url, ownerAuth, { firstName: '', email: 'not-an-email' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'InvalidRequest',
      message: expect.any(String) as string,
    });
    expect(
      bad
        .json<{ details: { path: string }[] }>()
        .details.map((d) => d.path)
        .sort(),
    ).toEqual(['email', 'firstName', 'lastName']);

    const existing = await createUser(db());
    const taken = await call('POST', url, ownerAuth, {
      firstName: 'X',
      lastName: 'Y',
      email: existing.email,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'ResourceConflict', details: [{ path: 'email' }] });

    const email = uniqueEmail('twice');
    expect(
      (await call('POST', url, ownerAuth, { firstName: 'A', lastName: 'B', email })).statusCode,
    ).toBe(201);
    const again = await call('POST', url, ownerAuth, {
      firstName: 'A',
      lastName: 'B',
      email: email.toUpperCase(),
    });
    expect(again.statusCode).toBe(409);
  });

  it('lists and withdraws pending invitations; a withdrawn link no longer signs up', async () => {
    const { user: owner, employer } = await createEmployer(db());
    const ownerAuth = await authFor(owner.email);
    const email = uniqueEmail('withdrawn');
    const invitation = (
      await invite(employer.id, ownerAuth, {
        firstName: 'Kim',
        lastName: 'Ng',
        email,
      })
    ).json<EmployerInvitation>();
    const listed = await call('GET', `/employers/${employer.id}/invitations`, ownerAuth);
    expect(listed.json<EmployerInvitation[]>().map((i) => i.id)).toEqual([invitation.id]);

    const url = `/employers/${employer.id}/invitations/${invitation.id}`;
    expect((await call('DELETE', url, ownerAuth)).statusCode).toBe(204);
    expect((await call('DELETE', url, ownerAuth)).statusCode).toBe(404);
    expect((await call('GET', `/employers/${employer.id}/invitations`, ownerAuth)).json()).toEqual(
      [],
    );
    const late = await signUp({ email, invitationId: invitation.id });
    expect(late.statusCode).toBe(404);
    // Nor does the sign-up page name the company any more.
    const gone = await preview(invitation.id);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ code: 'ResourceNotFound' });
  });
});

describe('signing up through the invitation', () => {
  it('joins the company with the invited e-mail only, once, and only as an employer', async () => {
    const { user: owner, employer } = await createEmployer(db(), { name: 'Bayview Metal' });
    const ownerAuth = await authFor(owner.email);
    const email = uniqueEmail('joiner');
    const invitation = (
      await invite(employer.id, ownerAuth, {
        firstName: 'Joe',
        lastName: 'Park',
        email,
      })
    ).json<EmployerInvitation>();

    // The e-mail is locked to the invitation: another address does not take it.
    const other = await signUp({ email: uniqueEmail('other'), invitationId: invitation.id });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 'ResourceNotFound' });
    // A company's invitation does not open an organization's sign-up.
    expect((await signUp({ email, type: 'rsp', invitationId: invitation.id })).statusCode).toBe(
      404,
    );

    const joined = await signUp({
      firstName: 'Joe',
      lastName: 'Park',
      email: email.toUpperCase(),
      invitationId: invitation.id,
    });
    expect(joined.statusCode).toBe(201);
    const user = joined.json<User>();
    expect(user.employer?.id).toBe(employer.id);
    expect(user.employerRole).toBe('member');
    expect(user.scope).toBe('employer');

    expect(
      (await signUp({ email: uniqueEmail('reuse'), invitationId: invitation.id })).statusCode,
    ).toBe(404);
    // Accepted: the sign-up page no longer learns the company from it.
    expect((await preview(invitation.id)).statusCode).toBe(404);
    const members = await call('GET', `/employers/${employer.id}/members`, ownerAuth);
    expect(members.json<EmployerMember[]>().map((m) => [m.firstName, m.role])).toEqual([
      [owner.firstName, 'owner'],
      ['Joe', 'member'],
    ]);
    expect((await call('GET', `/employers/${employer.id}/invitations`, ownerAuth)).json()).toEqual(
      [],
    );
    // One company per person: a colleague cannot start a second one.
    const colleagueAuth = await authFor(email);
    const second = await call('POST', '/employers', colleagueAuth, {
      name: 'Side Co',
      industry: 'manufacturing',
      description: 'x',
      yearsInBusiness: '0-3',
      numberOfEmployees: '1-50',
      address: '1 A St',
      city: 'Madison',
      state: 'WI',
      postalCode: '53703',
    });
    expect(second.statusCode).toBe(409);
  });
});

describe("a colleague's access", () => {
  it('shares the company, its jobs, applicants, notes and quotas', async () => {
    const s = await team();
    const company = await call('GET', `/employers/${s.employer.id}`, s.colleagueAuth);
    expect(company.statusCode).toBe(200);
    expect(company.json<Employer>().name).toBe('Harbor Foods');
    const jobs = await call('GET', `/employers/${s.employer.id}/jobs`, s.colleagueAuth);
    expect(jobs.json<Job[]>().map((j) => j.id)).toEqual([s.job.id]);
    const listUrl = `/employers/${s.employer.id}/jobs/${s.job.id}/applications`;
    expect((await call('GET', listUrl, s.colleagueAuth)).statusCode).toBe(200);
    expect((await call('GET', s.applicantUrl, s.colleagueAuth)).statusCode).toBe(200);
    const profile = await call('PATCH', `/employers/${s.employer.id}`, s.colleagueAuth, {
      description: 'Fresh food, fair chances.',
    });
    expect(profile.json<Employer>().description).toBe('Fresh food, fair chances.');
    const paused = await call('PATCH', `/jobs/${s.job.id}`, s.colleagueAuth, { status: 'paused' });
    expect(paused.statusCode).toBe(200);

    // Notes: each member reads the other's, with its author's name.
    await call('POST', `${s.applicantUrl}/notes`, s.ownerAuth, { body: 'Strong references.' });
    await call('POST', `${s.applicantUrl}/notes`, s.colleagueAuth, { body: 'Call on Monday.' });
    for (const auth of [s.ownerAuth, s.colleagueAuth]) {
      const notes = (await call('GET', `${s.applicantUrl}/notes`, auth)).json<ApplicationNote[]>();
      expect(notes.map((n) => [n.body, n.authorName])).toEqual([
        ['Strong references.', `${s.owner.firstName} ${s.owner.lastName}`],
        ['Call on Monday.', 'Sam Lee'],
      ]);
    }

    // The quota is the company's: the colleague's interview request takes from it.
    const interview = await call('PATCH', s.applicantUrl, s.colleagueAuth, { status: 'interview' });
    expect(interview.statusCode).toBe(200);
    const after = (await call('GET', `/employers/${s.employer.id}`, s.ownerAuth)).json<Employer>();
    expect(after.availableUncloaksCount).toBe(1);
  });

  it('reads the team but cannot invite, withdraw or remove', async () => {
    const s = await team();
    const members = await call('GET', `/employers/${s.employer.id}/members`, s.colleagueAuth);
    expect(members.statusCode).toBe(200);
    expect(members.json<EmployerMember[]>()).toHaveLength(2);
    expect(
      (await call('GET', `/employers/${s.employer.id}/invitations`, s.colleagueAuth)).statusCode,
    ).toBe(200);
    const pending = (
      await invite(s.employer.id, s.ownerAuth, {
        firstName: 'P',
        lastName: 'Q',
        email: uniqueEmail('pending'),
      })
    ).json<EmployerInvitation>();

    const refused = [
      invite(s.employer.id, s.colleagueAuth, {
        firstName: 'A',
        lastName: 'B',
        email: uniqueEmail('nope'),
      }),
      call('DELETE', `/employers/${s.employer.id}/invitations/${pending.id}`, s.colleagueAuth),
      call('DELETE', `/employers/${s.employer.id}/members/${s.owner.id}`, s.colleagueAuth),
      call('DELETE', `/employers/${s.employer.id}/members/${s.colleague.id}`, s.colleagueAuth),
    ];
    for (const res of await Promise.all(refused)) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'Forbidden' });
    }
  });

  it("keeps another company's employers out of every company route", async () => {
    const s = await team();
    const { user: stranger } = await createEmployer(db());
    const strangerAuth = await authFor(stranger.email);
    for (const [method, url] of [
      ...companyReads(s),
      ['DELETE', `/employers/${s.employer.id}/members/${s.colleague.id}`],
    ] as const) {
      expect((await call(method, url, strangerAuth)).statusCode, url).toBe(403);
    }
    expect(
      (await call('PATCH', `/jobs/${s.job.id}`, strangerAuth, { status: 'paused' })).statusCode,
    ).toBe(403);
  });
});

describe('removing a colleague', () => {
  it('ends their access at once; their account stays, without a company', async () => {
    const s = await team();
    await call('POST', `${s.applicantUrl}/notes`, s.colleagueAuth, { body: 'Kept.' });

    const removed = await call(
      'DELETE',
      `/employers/${s.employer.id}/members/${s.colleague.id}`,
      s.ownerAuth,
    );
    expect(removed.statusCode).toBe(204);

    // The same token, the very next request: the company's routes refuse it.
    for (const [method, url] of companyReads(s)) {
      expect((await call(method, url, s.colleagueAuth)).statusCode, url).toBe(403);
    }
    expect(
      (await call('PATCH', `/jobs/${s.job.id}`, s.colleagueAuth, { status: 'paused' })).statusCode,
    ).toBe(403);

    const me = await call('GET', '/user', s.colleagueAuth);
    expect(me.statusCode).toBe(200);
    expect(me.json<User>()).toMatchObject({ employer: null, employerRole: null });
    // The company keeps the note, under its author's name.
    const notes = (await call('GET', `${s.applicantUrl}/notes`, s.ownerAuth)).json<
      ApplicationNote[]
    >();
    expect(notes.map((n) => n.authorName)).toEqual(['Sam Lee']);
    const members = await call('GET', `/employers/${s.employer.id}/members`, s.ownerAuth);
    expect(members.json<EmployerMember[]>().map((m) => m.role)).toEqual(['owner']);
  });

  it('refuses to remove the owner or someone not on the team', async () => {
    const s = await team();
    const self = await call(
      'DELETE',
      `/employers/${s.employer.id}/members/${s.owner.id}`,
      s.ownerAuth,
    );
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({ code: 'InvalidRequest' });
    const { user: outsider } = await createEmployer(db());
    const unknown = await call(
      'DELETE',
      `/employers/${s.employer.id}/members/${outsider.id}`,
      s.ownerAuth,
    );
    expect(unknown.statusCode).toBe(404);
    // The owner's company is untouched.
    const [row] = await db().select().from(employers).where(eq(employers.id, s.employer.id));
    expect(row!.userId).toBe(s.owner.id);
  });
});
