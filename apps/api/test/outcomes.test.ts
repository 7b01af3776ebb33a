/**
 * Outcomes after a hire and the reports for funders (docs/rules.md#outcomes-after-hire,
 * docs/rules.md#reports): check-ins recorded by the organization, the client's e-mailed check-in
 * (no sign-in, once), the due list, a report's exact figures on a known data set and its CSV; the
 * owner sees the organization's clients, a case manager their own, and no organization another's.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type {
  ClientCheckIn,
  ClientHire,
  DueCheckIn,
  Invitation,
  Organization,
  OutcomesReport,
  User,
} from '@fairchance/shared';
import { outbox, rspAccounts, rspClients, users } from '../src/db/schema.ts';
import { runCheckInEmails } from '../src/features/outcomes/check-in-emails.ts';
import { csvCell } from '../src/features/reports/service.ts';
import { apiCaller, useTestApp } from './helpers/app.ts';
import { bearer, tokensFor } from './helpers/auth.ts';
import { createApplication, createUser, TEST_PASSWORD, uniqueEmail } from './helpers/factories.ts';
import {
  createClient,
  createEmployer,
  createJob,
  organizationPayload,
} from './helpers/profiles.ts';

const t = useTestApp();

const db = () => t.database.db;
type Auth = { authorization: string };
const call = apiCaller(t);

const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);

/** An owner with an organization and a case manager who joined by invitation. */
async function organization() {
  const owner = await createUser(db(), { type: 'rsp', rspRole: 'owner' });
  const ownerAuth = bearer(await tokensFor(t.app, owner.email));
  const org = (await call('POST', '/rsp', ownerAuth, organizationPayload())).json<Organization>();
  const email = uniqueEmail('cm');
  const invitation = (
    await call('POST', `/rsp/${org.id}/accounts/invite`, ownerAuth, {
      firstName: 'Casey',
      lastName: 'Manning',
      email,
      phone: '(715) 555-0101',
      rspId: org.id,
    })
  ).json<Invitation>();
  const member = (
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/users',
      payload: {
        firstName: 'Casey',
        lastName: 'Manning',
        email,
        password: TEST_PASSWORD,
        type: 'rsp',
        invitationId: invitation.id,
      },
    })
  ).json<User>();
  const memberAuth = bearer(await tokensFor(t.app, email));
  return { owner, ownerAuth, org, member, memberAuth };
}

let employerId: string;
async function job(title: string) {
  employerId ??= (await createEmployer(db(), { name: 'Harbor Foods' })).employer.id;
  return createJob(db(), employerId, { title });
}

/** A client linked to `rspId` (at `linkedAt`, assigned to `caseManagerUserId`). */
async function linkedClient(
  rspId: string,
  options: {
    county?: string;
    caseManagerUserId?: string | null;
    linkedAt?: Date;
    language?: string;
  } = {},
) {
  const { user, client } = await createClient(db(), {
    county: options.county ?? null,
  } as Parameters<typeof createClient>[1]);
  if (options.language) {
    await db().update(users).set({ language: options.language }).where(eq(users.id, user.id));
  }
  const [link] = await db()
    .insert(rspClients)
    .values({
      rspId,
      clientId: client.id,
      status: 'active',
      caseManagerUserId: options.caseManagerUserId ?? null,
      createdAt: options.linkedAt ?? daysAgo(400),
    })
    .returning();
  return { user, client, link: link! };
}

/** An application with its timeline: made, interview requested, ended (hired when `status`). */
async function applied(
  clientId: string,
  times: { at: Date; interviewAt?: Date; closedAt?: Date; status?: string },
) {
  const { id: jobId } = await job('Line cook');
  return createApplication(db(), {
    jobId,
    clientId,
    status: times.status ?? 'applied',
    createdAt: times.at,
    interviewRequestedAt: times.interviewAt ?? null,
    closedAt: times.closedAt ?? null,
  });
}

const hire = (clientId: string, hiredAt: Date) =>
  applied(clientId, {
    at: new Date(hiredAt.getTime() - 20 * DAY),
    interviewAt: new Date(hiredAt.getTime() - 10 * DAY),
    closedAt: hiredAt,
    status: 'hired',
  });

const checkIn = (overrides: Record<string, unknown>) => ({
  milestone: 30,
  stillEmployed: true,
  hourlyWage: 17.25,
  hoursPerWeek: 40,
  sameEmployer: true,
  notes: 'Going well.',
  ...overrides,
});

describe('check-ins after a hire', () => {
  it('lists a hire with its three check-ins, records one when due, once', async () => {
    const { org, ownerAuth } = await organization();
    const { link, client } = await linkedClient(org.id);
    const hired = await hire(client.id, daysAgo(40));
    const base = `/rsp/${org.id}/clients/${link.id}/check-ins`;

    const before = (await call('GET', base, ownerAuth)).json<ClientHire[]>();
    expect(before).toHaveLength(1);
    expect(before[0]).toMatchObject({ applicationId: hired.id, jobTitle: 'Line cook' });
    expect(before[0]!.checkIns.map((c) => [c.milestone, c.state])).toEqual([
      [30, 'due'],
      [90, 'upcoming'],
      [180, 'upcoming'],
    ]);

    const res = await call('POST', base, ownerAuth, checkIn({ applicationId: hired.id }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      stillEmployed: true,
      hourlyWage: 17.25,
      hoursPerWeek: 40,
      notes: 'Going well.',
    });
    const again = await call('POST', base, ownerAuth, checkIn({ applicationId: hired.id }));
    expect(again.statusCode).toBe(409);

    const notDue = await call(
      'POST',
      base,
      ownerAuth,
      checkIn({ applicationId: hired.id, milestone: 90 }),
    );
    expect(notDue.statusCode).toBe(400);
    expect(notDue.json()).toMatchObject({ details: [{ path: 'milestone' }] });

    const after = (await call('GET', base, ownerAuth)).json<ClientHire[]>();
    expect(after[0]!.checkIns[0]).toMatchObject({
      state: 'recorded',
      record: { hourlyWage: 17.25, recordedBy: { firstName: 'Test' } },
    });
  });

  it('refuses an application that is not a hire of this client, and bad values', async () => {
    const { org, ownerAuth } = await organization();
    const { link, client } = await linkedClient(org.id);
    const notHired = await applied(client.id, { at: daysAgo(50) });
    const other = await linkedClient(org.id);
    const othersHire = await hire(other.client.id, daysAgo(60));
    const url = `/rsp/${org.id}/clients/${link.id}/check-ins`;
    for (const applicationId of [notHired.id, othersHire.id]) {
      const res = await call('POST', url, ownerAuth, checkIn({ applicationId }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ details: [{ path: 'applicationId' }] });
    }
    const bad = await call(
      'POST',
      url,
      { ...ownerAuth, 'accept-language': 'es' },
      checkIn({ applicationId: othersHire.id, milestone: 45, hoursPerWeek: 200 }),
    );
    expect(bad.statusCode).toBe(400);
    const paths = bad.json<{ details: { path: string }[] }>().details.map((d) => d.path);
    expect(paths).toEqual(expect.arrayContaining(['milestone', 'hoursPerWeek']));
  });

  it('lists the due and overdue check-ins: the owner all, a case manager their own, no one else', async () => {
    const { org, ownerAuth, member, memberAuth } = await organization();
    const mine = await linkedClient(org.id, { caseManagerUserId: member.id });
    const unassigned = await linkedClient(org.id);
    const mineHire = await hire(mine.client.id, daysAgo(35)); // 30 due (5 days)
    const oldHire = await hire(unassigned.client.id, daysAgo(100)); // 30 and 90 overdue/due
    await hire((await linkedClient(org.id)).client.id, daysAgo(10)); // nothing due yet
    await call(
      'POST',
      `/rsp/${org.id}/clients/${unassigned.link.id}/check-ins`,
      ownerAuth,
      checkIn({ applicationId: oldHire.id, milestone: 30 }),
    );

    const owners = (await call('GET', `/rsp/${org.id}/check-ins/due`, ownerAuth)).json<
      DueCheckIn[]
    >();
    expect(owners.map((d) => [d.applicationId, d.milestone, d.state])).toEqual([
      [oldHire.id, 90, 'due'],
      [mineHire.id, 30, 'due'],
    ]);
    expect(owners[1]).toMatchObject({
      rspClientId: mine.link.id,
      clientName: `${mine.user.firstName} ${mine.user.lastName}`,
      caseManagerId: member.id,
    });

    const members = (await call('GET', `/rsp/${org.id}/check-ins/due`, memberAuth)).json<
      DueCheckIn[]
    >();
    expect(members.map((d) => d.applicationId)).toEqual([mineHire.id]);

    // A check-in not recorded two weeks after it fell due is overdue.
    const late = await linkedClient(org.id);
    const lateHire = await hire(late.client.id, daysAgo(50));
    const withLate = (await call('GET', `/rsp/${org.id}/check-ins/due`, ownerAuth)).json<
      DueCheckIn[]
    >();
    expect(withLate.find((d) => d.applicationId === lateHire.id)?.state).toBe('overdue');

    // A member reaching for a client not assigned to them, another organization, an employer.
    expect(
      (
        await call(
          'POST',
          `/rsp/${org.id}/clients/${unassigned.link.id}/check-ins`,
          memberAuth,
          checkIn({ applicationId: oldHire.id, milestone: 90 }),
        )
      ).statusCode,
    ).toBe(404);
    const stranger = await organization();
    for (const url of [
      `/rsp/${org.id}/check-ins/due`,
      `/rsp/${org.id}/clients/${mine.link.id}/check-ins`,
      `/rsp/${stranger.org.id}/clients/${mine.link.id}/check-ins`,
    ]) {
      expect((await call('GET', url, stranger.ownerAuth)).statusCode, url).toBe(404);
    }
    expect(
      (await call('GET', `/rsp/${stranger.org.id}/check-ins/due`, stranger.ownerAuth)).json(),
    ).toEqual([]);
    const employer = await createUser(db(), { type: 'employer' });
    const employerAuth = bearer(await tokensFor(t.app, employer.email));
    expect((await call('GET', `/rsp/${org.id}/check-ins/due`, employerAuth)).statusCode).toBe(403);
  });
});

describe("the client's e-mailed check-in", () => {
  const run = (now = new Date()) =>
    runCheckInEmails({ db: db(), publicUrl: 'https://jobs.test' }, now);
  const mailsTo = (email: string) =>
    db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, email), eq(outbox.template, 'checkInRequest')));
  const tokenOf = (text: string) => /\/check-in\/([A-Za-z0-9_-]+)/.exec(text)![1]!;

  it('is e-mailed once when a check-in falls due, in the client’s language, and answered once without sign-in', async () => {
    const { org, ownerAuth } = await organization();
    const { user, client, link } = await linkedClient(org.id, { language: 'es' });
    const hired = await hire(client.id, daysAgo(31));
    // Not linked to any organization: no e-mail. Hired long ago: past every window.
    const alone = await createClient(db());
    await hire(alone.client.id, daysAgo(31));
    const longAgo = await linkedClient(org.id);
    await hire(longAgo.client.id, daysAgo(500));

    await run();
    await run();
    const mails = await mailsTo(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ language: 'es' });
    expect(mails[0]!.subject).toContain('30 días');
    expect(await mailsTo(alone.user.email)).toHaveLength(0);
    expect(await mailsTo(longAgo.user.email)).toHaveLength(0);

    const token = tokenOf(mails[0]!.text);
    const page = await call('GET', `/check-ins/${token}`, {});
    expect(page.statusCode).toBe(200);
    expect(page.json<ClientCheckIn>()).toEqual({
      firstName: user.firstName,
      jobTitle: 'Line cook',
      employerName: 'Harbor Foods',
      milestone: 30,
      language: 'es',
      isAnswered: false,
    });

    const answer = { stillWorking: true, needs: 'Boots for the kitchen.' };
    expect((await call('POST', `/check-ins/${token}`, {}, answer)).statusCode).toBe(204);
    const twice = await call('POST', `/check-ins/${token}`, {}, answer);
    expect(twice.statusCode).toBe(409);
    expect((await call('GET', `/check-ins/${token}`, {})).json()).toMatchObject({
      isAnswered: true,
    });
    expect((await call('POST', `/check-ins/${token}x`, {}, answer)).statusCode).toBe(404);
    expect((await call('GET', `/check-ins/not-a-token`, {})).statusCode).toBe(404);

    const hires = (
      await call('GET', `/rsp/${org.id}/clients/${link.id}/check-ins`, ownerAuth)
    ).json<ClientHire[]>();
    expect(hires[0]).toMatchObject({ applicationId: hired.id });
    expect(hires[0]!.checkIns[0]!.clientAnswer).toMatchObject(answer);
    expect(hires[0]!.checkIns[1]!.clientAnswer).toBeNull();

    // At 90 days the next milestone's e-mail goes out.
    await run(new Date(Date.now() + 60 * DAY));
    expect((await mailsTo(user.email)).map((m) => m.subject)).toEqual([
      expect.stringContaining('30 días'),
      expect.stringContaining('90 días'),
    ]);
  });
});

describe('reports for funders', () => {
  const period = '?from=2026-01-01&to=2026-03-31';
  const at = (date: string) => new Date(`${date}T12:00:00Z`);

  /**
   * The known data set: two clients served in the first quarter of 2026 (one the case manager's,
   * in Dane; one unassigned, in Milwaukee), one linked only after it, and another organization's
   * client; check-ins at 30, 90 and 180 days on the two hires of the period.
   */
  async function knownOrganization() {
    const o = await organization();
    const dane = await linkedClient(o.org.id, {
      county: 'Dane',
      caseManagerUserId: o.member.id,
      linkedAt: at('2025-12-01'),
    });
    const milwaukee = await linkedClient(o.org.id, {
      county: 'Milwaukee',
      linkedAt: at('2026-01-05'),
    });
    const later = await linkedClient(o.org.id, {
      county: 'Dane',
      caseManagerUserId: o.member.id,
      linkedAt: at('2026-05-01'),
    });
    const hire1 = await applied(dane.client.id, {
      at: at('2026-01-10'),
      interviewAt: at('2026-01-20'),
      closedAt: at('2026-02-01'),
      status: 'hired',
    });
    await applied(dane.client.id, { at: at('2026-02-05') });
    await applied(dane.client.id, { at: at('2025-11-01'), status: 'rejected' });
    const hire2 = await applied(milwaukee.client.id, {
      at: at('2026-01-15'),
      interviewAt: at('2026-01-25'),
      closedAt: at('2026-03-01'),
      status: 'hired',
    });
    await hire(later.client.id, at('2026-02-01'));
    const other = await organization();
    const stranger = await linkedClient(other.org.id, { linkedAt: at('2025-12-01') });
    await hire(stranger.client.id, at('2026-02-01'));

    const record = (auth: Auth, linkId: string, values: Record<string, unknown>) =>
      call('POST', `/rsp/${o.org.id}/clients/${linkId}/check-ins`, auth, checkIn(values));
    await record(o.memberAuth, dane.link.id, { applicationId: hire1.id, hourlyWage: 16 });
    await record(o.memberAuth, dane.link.id, { applicationId: hire1.id, milestone: 90 });
    await record(o.memberAuth, dane.link.id, {
      applicationId: hire1.id,
      milestone: 180,
      stillEmployed: false,
    });
    await record(o.ownerAuth, milwaukee.link.id, { applicationId: hire2.id, hourlyWage: 19 });
    await record(o.ownerAuth, milwaukee.link.id, {
      applicationId: hire2.id,
      milestone: 90,
      stillEmployed: false,
    });
    return { ...o, other };
  }

  const memberFigures = {
    clientsServed: 1,
    applications: 2,
    interviews: 1,
    hires: 1,
    checkedIn90: 1,
    employed90: 1,
    checkedIn180: 1,
    employed180: 0,
    medianStartingWage: 16,
  };
  const unassignedFigures = {
    clientsServed: 1,
    applications: 1,
    interviews: 1,
    hires: 1,
    checkedIn90: 1,
    employed90: 0,
    checkedIn180: 0,
    employed180: 0,
    medianStartingWage: 19,
  };

  it('answers the exact figures of a period, by case manager and by county', async () => {
    const { org, ownerAuth, member } = await knownOrganization();
    const res = await call('GET', `/rsp/${org.id}/reports/outcomes${period}`, ownerAuth);
    expect(res.statusCode).toBe(200);
    expect(res.json<OutcomesReport>()).toEqual({
      from: '2026-01-01',
      to: '2026-03-31',
      total: {
        clientsServed: 2,
        applications: 3,
        interviews: 2,
        hires: 2,
        checkedIn90: 2,
        employed90: 1,
        checkedIn180: 1,
        employed180: 0,
        medianStartingWage: 17.5,
      },
      byCaseManager: [
        { caseManagerId: member.id, name: 'Casey Manning', ...memberFigures },
        { caseManagerId: null, name: null, ...unassignedFigures },
      ],
      byCounty: [
        { county: 'Dane', ...memberFigures },
        { county: 'Milwaukee', ...unassignedFigures },
      ],
    });
  });

  it("gives a case manager their own clients' figures, and another organization nothing", async () => {
    const { org, memberAuth, member, other } = await knownOrganization();
    const mine = (
      await call('GET', `/rsp/${org.id}/reports/outcomes${period}`, memberAuth)
    ).json<OutcomesReport>();
    expect(mine.total).toEqual(memberFigures);
    expect(mine.byCaseManager).toEqual([
      { caseManagerId: member.id, name: 'Casey Manning', ...memberFigures },
    ]);
    for (const url of [`/reports/outcomes${period}`, `/reports/outcomes.csv${period}`]) {
      expect((await call('GET', `/rsp/${org.id}${url}`, other.ownerAuth)).statusCode).toBe(404);
    }
    const theirs = (
      await call('GET', `/rsp/${other.org.id}/reports/outcomes${period}`, other.ownerAuth)
    ).json<OutcomesReport>();
    expect(theirs.total).toMatchObject({ clientsServed: 1, hires: 1, medianStartingWage: null });
  });

  it('answers a report computed a moment ago again, until the organization records a check-in', async () => {
    const { org, ownerAuth, memberAuth, member } = await knownOrganization();
    const url = `/rsp/${org.id}/reports/outcomes${period}`;
    const first = (await call('GET', url, ownerAuth)).json<OutcomesReport>();
    expect(first.total.clientsServed).toBe(2);
    // Written around this process (as another worker would): its report stays the one it computed.
    const newcomer = await linkedClient(org.id, {
      county: 'Dane',
      caseManagerUserId: member.id,
      linkedAt: at('2026-01-02'),
    });
    const newHire = await hire(newcomer.client.id, at('2026-01-20'));
    expect((await call('GET', url, ownerAuth)).json<OutcomesReport>()).toEqual(first);
    // Another viewer's report is computed for them.
    expect((await call('GET', url, memberAuth)).json<OutcomesReport>().total).toMatchObject({
      clientsServed: 2,
      hires: 2,
    });
    // A check-in recorded by this process: the organization's reports are computed again.
    const recorded = await call(
      'POST',
      `/rsp/${org.id}/clients/${newcomer.link.id}/check-ins`,
      memberAuth,
      checkIn({ applicationId: newHire.id, hourlyWage: 21 }),
    );
    expect(recorded.statusCode).toBe(201);
    expect((await call('GET', url, ownerAuth)).json<OutcomesReport>().total).toMatchObject({
      clientsServed: 3,
      hires: 3,
      medianStartingWage: 19,
    });
  });

  it('computes every report with REPORT_CACHE_SECONDS=0, and answers a kept one only to members', async () => {
    const { org, ownerAuth, memberAuth, member } = await knownOrganization();
    const url = `/rsp/${org.id}/reports/outcomes${period}`;
    const settings = t.app.ctx.settings;
    const before = settings.reportCacheSeconds;
    try {
      // Off: every request computes its report.
      settings.reportCacheSeconds = 0;
      await call('GET', url, ownerAuth);
      await linkedClient(org.id, { county: 'Dane', linkedAt: at('2026-01-02') });
      expect((await call('GET', url, ownerAuth)).json<OutcomesReport>().total.clientsServed).toBe(
        3,
      );
    } finally {
      settings.reportCacheSeconds = before;
    }
    // A cached report answers only a present member: the membership is checked every time.
    expect((await call('GET', url, memberAuth)).statusCode).toBe(200);
    await db().update(rspAccounts).set({ rspId: null }).where(eq(rspAccounts.userId, member.id));
    expect((await call('GET', url, memberAuth)).statusCode).not.toBe(200);
  });

  it('refuses a period that ends before it starts or is no date', async () => {
    const { org, ownerAuth } = await organization();
    const res = await call(
      'GET',
      `/rsp/${org.id}/reports/outcomes?from=2026-03-01&to=2026-02-01`,
      ownerAuth,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ details: [{ path: 'to' }] });
    const noDate = await call('GET', `/rsp/${org.id}/reports/outcomes?from=soon&to=2026-02-01`, {
      ...ownerAuth,
    });
    expect(noDate.statusCode).toBe(400);
  });

  it('exports the same figures as CSV, safe against formulas, in the page’s language', async () => {
    const { org, ownerAuth, member } = await knownOrganization();
    await db().update(users).set({ firstName: '=HYPERLINK("x")' }).where(eq(users.id, member.id));
    const res = await call('GET', `/rsp/${org.id}/reports/outcomes.csv${period}`, ownerAuth);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="outcomes-2026-01-01-2026-03-31.csv"',
    );
    expect(res.body.split('\r\n')).toEqual([
      '"Group","Name","Clients served","Applications","Interviews","Hires","Checked in at 90 days","Employed at 90 days","Checked in at 180 days","Employed at 180 days","Median starting wage (hourly)"',
      '"All clients","2026-01-01 – 2026-03-31",2,3,2,2,2,1,1,0,17.5',
      `"Case manager","'=HYPERLINK(""x"") Manning",1,2,1,1,1,1,1,0,16`,
      '"Case manager","Not assigned",1,1,1,1,1,0,0,0,19',
      '"County","Dane",1,2,1,1,1,1,1,0,16',
      '"County","Milwaukee",1,1,1,1,1,0,0,0,19',
      '',
    ]);
    const es = await call('GET', `/rsp/${org.id}/reports/outcomes.csv${period}`, {
      ...ownerAuth,
      'accept-language': 'es',
    });
    expect(es.body.split('\r\n')[0]).toContain('"Clientes atendidos"');
    expect(es.body).toContain('"Sin asignar"');
  });

  it('writes every risky first character of a cell as text', () => {
    for (const risky of ['=1+1', '+1', '-1', '@SUM(A1)', '\t=1', '\r=1']) {
      expect(csvCell(risky)).toBe(`"'${risky}"`);
    }
    expect(csvCell('Dane')).toBe('"Dane"');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(null)).toBe('');
  });
});
