/**
 * Who needs attention today (issue 16, docs/rules.md#client-activity-and-notices): the changes a
 * linked client has, recorded by the database as they happen; the list's activity, its "new since
 * you last looked" per viewer, its search and its attention filter; the notices of the assigned
 * case manager (or the owner) and their e-mails, driven day by day with a clock; follow-ups; and
 * one organization never seeing another's.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { RspClient, RspClientNote, RspNoticeList } from '@fairchance/shared';
import { clients, outbox, rspClients, users } from '../src/db/schema.ts';
import { runNoticeMails } from '../src/features/rsp-notices/notice-mails.ts';
import { apiCaller, useTestApp } from './helpers/app.ts';
import { bearer, tokensFor } from './helpers/auth.ts';
import { createApplication } from './helpers/factories.ts';
import { createOrganization, linkNewClient } from './helpers/organizations.ts';
import { createEmployer, createJob } from './helpers/profiles.ts';

const t = useTestApp();

type Auth = { authorization: string };
const db = () => t.database.db;
const call = apiCaller(t);
const list = async (rspId: string, auth: Auth, query = '') => {
  const res = await call('GET', `/rsp/${rspId}/clients${query}`, auth);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<RspClient[]>();
};
const notices = async (rspId: string, auth: Auth, query = '') => {
  const res = await call('GET', `/rsp/${rspId}/notices${query}`, auth);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<RspNoticeList>();
};

/** An employer with a job and a way to change an application's status as they do. */
async function hiringEmployer() {
  const { user, employer } = await createEmployer(db());
  const auth = bearer(await tokensFor(t.app, user.email));
  const job = await createJob(db(), employer.id, { title: 'Line Cook' });
  const setStatus = (applicationId: string, status: string) =>
    call('PATCH', `/employers/${employer.id}/jobs/${job.id}/applications/${applicationId}`, auth, {
      status,
    });
  return { employer, job, setStatus };
}

describe('the attention list', () => {
  it("records a client's changes and shows each viewer what is new to them", async () => {
    const { org, ownerAuth, member, memberAuth } = await createOrganization(t.app, db());
    const quiet = await linkNewClient(db(), org.id, { city: 'Racine' }, member.id);
    const busy = await linkNewClient(db(), org.id, {}, member.id);
    const hiring = await hiringEmployer();

    const application = await createApplication(db(), {
      jobId: hiring.job.id,
      clientId: busy.client.id,
    });
    expect((await hiring.setStatus(application.id, 'interview')).statusCode).toBe(200);

    // Most recent activity first: the client with an interview is on top for both viewers.
    const mine = await list(org.id, memberAuth);
    expect(mine.map((row) => row.id)).toEqual([busy.link.id, quiet.link.id]);
    expect(mine[0]).toMatchObject({
      changeCount: 2,
      changes: [
        { kind: 'interview', jobTitle: 'Line Cook' },
        { kind: 'applied', jobTitle: 'Line Cook' },
      ],
      attention: ['interview'],
    });
    expect(mine[1]).toMatchObject({ changeCount: 0, changes: [], attention: [] });
    expect((await list(org.id, ownerAuth))[0]?.changeCount).toBe(2);

    // The member opens the client: nothing is new to them any more, but still to the owner.
    const seen = await call('POST', `/rsp/${org.id}/clients/${busy.link.id}/seen`, memberAuth);
    expect(seen.statusCode).toBe(204);
    expect((await list(org.id, memberAuth))[0]).toMatchObject({ changeCount: 0, changes: [] });
    expect((await list(org.id, ownerAuth))[0]?.changeCount).toBe(2);

    // A new change after the visit is new again; hired ends the interview.
    await hiring.setStatus(application.id, 'hired');
    expect((await list(org.id, memberAuth))[0]).toMatchObject({
      changeCount: 1,
      changes: [{ kind: 'hired' }],
      attention: [],
    });

    // The client edits their profile: one change, and the quiet client moves to the top.
    await db()
      .update(clients)
      .set({ personalSummary: 'Now certified.' })
      .where(eq(clients.id, quiet.client.id));
    await db()
      .update(clients)
      .set({ personalSummary: 'Certified.' })
      .where(eq(clients.id, quiet.client.id));
    const afterEdit = await list(org.id, memberAuth);
    expect(afterEdit[0]).toMatchObject({
      id: quiet.link.id,
      changes: [{ kind: 'profileUpdated' }],
    });
    expect(afterEdit[0]?.changeCount).toBe(1);

    // The oldest link first when asked; the owner's list is the same clients.
    expect((await list(org.id, memberAuth, '?sort=newest')).map((row) => row.id)).toEqual([
      busy.link.id,
      quiet.link.id,
    ]);
  });

  it('searches by name and filters the clients who need attention', async () => {
    const { org, ownerAuth } = await createOrganization(t.app, db());
    const fresh = await linkNewClient(db(), org.id);
    const idle = await linkNewClient(db(), org.id);
    const closed = await linkNewClient(db(), org.id);
    await db()
      .update(users)
      .set({ firstName: 'Rosalind', lastName: 'Nguyen' })
      .where(eq(users.id, idle.user.id));
    const longAgo = new Date(Date.now() - 40 * 86_400_000);
    await db()
      .update(rspClients)
      .set({ lastActivityAt: longAgo, createdAt: longAgo })
      .where(eq(rspClients.id, idle.link.id));
    await db()
      .update(rspClients)
      .set({ lastActivityAt: longAgo, createdAt: longAgo, status: 'closed' })
      .where(eq(rspClients.id, closed.link.id));

    const attention = await list(org.id, ownerAuth, '?attention=true');
    expect(attention.map((row) => row.id)).toEqual([idle.link.id]);
    expect(attention[0]?.attention).toEqual(['inactive', 'noApplication']);

    expect((await list(org.id, ownerAuth, '?q=rosalind%20ng')).map((row) => row.id)).toEqual([
      idle.link.id,
    ]);
    expect((await list(org.id, ownerAuth, '?q=nobody-by-this-name')).length).toBe(0);
    expect((await list(org.id, ownerAuth)).map((row) => row.id)).toContain(fresh.link.id);
    const bad = await call('GET', `/rsp/${org.id}/clients?attention=yes&sort=oldest`, ownerAuth);
    expect(bad.statusCode).toBe(400);
  });
});

describe('follow-ups', () => {
  it('shows a due follow-up on the list until it is marked done, keeping the note', async () => {
    const { org, memberAuth, member } = await createOrganization(t.app, db());
    const { link } = await linkNewClient(db(), org.id, {}, member.id);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const nextWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

    const later = await call('POST', `/rsp/${org.id}/clients/${link.id}/notes`, memberAuth, {
      body: 'Check on the forklift course.',
      followUpOn: nextWeek,
    });
    expect(later.statusCode, later.body).toBe(201);
    expect((await list(org.id, memberAuth))[0]).toMatchObject({
      nextFollowUpOn: nextWeek,
      attention: [],
    });

    const due = (
      await call('POST', `/rsp/${org.id}/clients/${link.id}/notes`, memberAuth, {
        body: 'Call about the interview clothes.',
        followUpOn: yesterday,
      })
    ).json<RspClientNote>();
    expect(due).toMatchObject({ followUpOn: yesterday, followUpDoneAt: null });
    expect((await list(org.id, memberAuth, '?attention=true'))[0]).toMatchObject({
      id: link.id,
      nextFollowUpOn: yesterday,
      attention: ['followUpDue'],
    });

    const done = await call(
      'PATCH',
      `/rsp/${org.id}/clients/${link.id}/notes/${due.id}`,
      memberAuth,
      {
        followUpDone: true,
      },
    );
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<RspClientNote>().followUpDoneAt).not.toBeNull();
    expect((await list(org.id, memberAuth))[0]).toMatchObject({
      nextFollowUpOn: nextWeek,
      attention: [],
    });
    const detail = (
      await call('GET', `/rsp/${org.id}/clients/${link.id}`, memberAuth)
    ).json<RspClient>();
    expect(detail.notes?.map((note) => note.body)).toContain('Call about the interview clothes.');

    const plain = (
      await call('POST', `/rsp/${org.id}/clients/${link.id}/notes`, memberAuth, {
        body: 'Plain.',
        followUpOn: '',
      })
    ).json<RspClientNote>();
    expect(plain.followUpOn).toBeNull();
    const noFollowUp = await call(
      'PATCH',
      `/rsp/${org.id}/clients/${link.id}/notes/${plain.id}`,
      memberAuth,
      {
        followUpDone: true,
      },
    );
    expect(noFollowUp.statusCode).toBe(409);
    const badDate = await call('POST', `/rsp/${org.id}/clients/${link.id}/notes`, memberAuth, {
      body: 'x',
      followUpOn: '2026-02-31',
    });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json()).toMatchObject({ details: [{ path: 'followUpOn' }] });
  });
});

describe('notices', () => {
  it('go to the assigned case manager, else the owner, unread until read or opened', async () => {
    const { org, ownerAuth, member, memberAuth } = await createOrganization(t.app, db());
    const assigned = await linkNewClient(db(), org.id, {}, member.id);
    const unassigned = await linkNewClient(db(), org.id);
    const hiring = await hiringEmployer();
    const first = await createApplication(db(), {
      jobId: hiring.job.id,
      clientId: assigned.client.id,
    });
    await hiring.setStatus(first.id, 'interview');
    await createApplication(db(), { jobId: hiring.job.id, clientId: unassigned.client.id });

    const memberNotices = await notices(org.id, memberAuth);
    expect(memberNotices.unread).toBe(2);
    expect(memberNotices.items).toMatchObject([
      { kind: 'interview', rspClientId: assigned.link.id, jobTitle: 'Line Cook', readAt: null },
      { kind: 'applied', rspClientId: assigned.link.id },
    ]);
    expect(memberNotices.items[0]?.client.firstName).toBe(assigned.user.firstName);
    const ownerNotices = await notices(org.id, ownerAuth);
    expect(ownerNotices.items.map((n) => n.rspClientId)).toEqual([unassigned.link.id]);

    // Read one by id, then opening the client reads the rest of its notices.
    const read = await call('POST', `/rsp/${org.id}/notices/read`, memberAuth, {
      ids: [memberNotices.items[1]!.id],
    });
    expect(read.statusCode).toBe(204);
    expect((await notices(org.id, memberAuth, '?unread=true')).items.map((n) => n.kind)).toEqual([
      'interview',
    ]);
    await call('POST', `/rsp/${org.id}/clients/${assigned.link.id}/seen`, memberAuth);
    expect((await notices(org.id, memberAuth)).unread).toBe(0);
    await call('POST', `/rsp/${org.id}/notices/read`, ownerAuth, {});
    expect((await notices(org.id, ownerAuth)).unread).toBe(0);

    // The client stops sharing: the member is told, and sees nothing more of them (neither the
    // earlier notices nor a later change).
    await db()
      .update(rspClients)
      .set({ withdrawnAt: new Date() })
      .where(eq(rspClients.id, assigned.link.id));
    await hiring.setStatus(first.id, 'hired');
    const after = await notices(org.id, memberAuth);
    expect(after.items.map((n) => n.kind)).toEqual(['stoppedSharing']);
    expect(after.unread).toBe(1);
  });

  it('follow a reassigned client: the unread ones go to the new case manager, the read stay', async () => {
    const { org, ownerAuth, member, memberAuth } = await createOrganization(t.app, db());
    const client = await linkNewClient(db(), org.id);
    const hiring = await hiringEmployer();
    const application = await createApplication(db(), {
      jobId: hiring.job.id,
      clientId: client.client.id,
    });
    const [applied] = (await notices(org.id, ownerAuth)).items;
    await call('POST', `/rsp/${org.id}/notices/read`, ownerAuth, { ids: [applied!.id] });
    await hiring.setStatus(application.id, 'interview');

    const assign = (caseManagerId: string | null) =>
      call('PATCH', `/rsp/${org.id}/clients/${client.link.id}`, ownerAuth, { caseManagerId });
    expect((await assign(member.id)).statusCode).toBe(200);
    const memberNotices = await notices(org.id, memberAuth);
    expect(memberNotices.items.map((n) => [n.kind, n.readAt])).toEqual([['interview', null]]);
    expect(memberNotices.unread).toBe(1);
    const ownerNotices = await notices(org.id, ownerAuth);
    expect(ownerNotices.items.map((n) => n.kind)).toEqual(['applied']);
    expect(ownerNotices.unread).toBe(0);

    // Unassigned again: the unread notice goes back to the owner.
    expect((await assign(null)).statusCode).toBe(200);
    expect((await notices(org.id, ownerAuth)).unread).toBe(1);
    expect((await notices(org.id, memberAuth)).items).toEqual([]);
  });

  it('never cross organizations', async () => {
    const one = await createOrganization(t.app, db());
    const other = await createOrganization(t.app, db());
    const { client, link } = await linkNewClient(db(), one.org.id);
    const hiring = await hiringEmployer();
    await createApplication(db(), { jobId: hiring.job.id, clientId: client.id });

    expect((await notices(one.org.id, one.ownerAuth)).unread).toBe(1);
    expect((await notices(other.org.id, other.ownerAuth)).items).toEqual([]);
    for (const [method, url, payload] of [
      ['GET', `/rsp/${one.org.id}/notices`, undefined],
      ['POST', `/rsp/${one.org.id}/notices/read`, {}],
      ['GET', `/rsp/${one.org.id}/notice-settings`, undefined],
      ['POST', `/rsp/${one.org.id}/clients/${link.id}/seen`, undefined],
      ['GET', `/rsp/${one.org.id}/clients?attention=true`, undefined],
    ] as const) {
      const res = await call(method, url, other.ownerAuth, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    // Another organization's "read all" leaves this one's unread.
    await call('POST', `/rsp/${other.org.id}/notices/read`, other.ownerAuth, {});
    expect((await notices(one.org.id, one.ownerAuth)).unread).toBe(1);
    // A member does not see the owner's notices, nor a client not assigned to them.
    expect((await notices(one.org.id, one.memberAuth)).items).toEqual([]);
    const notMine = await call(
      'POST',
      `/rsp/${one.org.id}/clients/${link.id}/seen`,
      one.memberAuth,
    );
    expect(notMine.statusCode).toBe(404);
  });
});

describe('notice e-mails', () => {
  const at = (day: number, hour: number) => new Date(Date.UTC(2031, 0, 1 + day, hour));
  const run = (now: Date) => runNoticeMails({ db: db(), publicUrl: 'https://jobs.test' }, now);
  const mailsTo = (email: string) =>
    db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, email), eq(outbox.template, 'clientChanges')))
      .orderBy(outbox.createdAt);

  it('send a daily digest in the reader’s language, at most once a day, once under concurrent runs', async () => {
    const { org, member, owner } = await createOrganization(t.app, db());
    await db().update(users).set({ language: 'es' }).where(eq(users.id, member.id));
    const assigned = await linkNewClient(db(), org.id, {}, member.id);
    const unassigned = await linkNewClient(db(), org.id);
    const hiring = await hiringEmployer();
    const application = await createApplication(db(), {
      jobId: hiring.job.id,
      clientId: assigned.client.id,
    });
    await hiring.setStatus(application.id, 'interview');
    await createApplication(db(), { jobId: hiring.job.id, clientId: unassigned.client.id });
    // A profile edit is a notice in the product, not in an e-mail.
    await db()
      .update(clients)
      .set({ personalSummary: 'New.' })
      .where(eq(clients.id, unassigned.client.id));

    const [first, second] = await Promise.all([run(at(0, 8)), run(at(0, 8))]);
    expect([...first, ...second].filter((id) => id === member.id)).toHaveLength(1);
    const memberMails = await mailsTo(member.email);
    expect(memberMails).toHaveLength(1);
    expect(memberMails[0]).toMatchObject({
      language: 'es',
      subject: '2 cambios para sus clientes',
    });
    expect(memberMails[0]?.text).toContain('Entrevista pedida');
    expect(memberMails[0]?.text).toContain(`/rsp/clients/${assigned.link.id}`);
    const ownerMails = await mailsTo(owner.email);
    expect(ownerMails).toHaveLength(1);
    expect(ownerMails[0]?.subject).toBe('A change for your clients');
    expect(ownerMails[0]?.text).toContain('Applied (Line Cook');
    expect(ownerMails[0]?.text).not.toContain('Profile updated');

    // Later the same day: a new change waits for tomorrow's digest.
    await hiring.setStatus(application.id, 'hired');
    expect(await run(at(0, 15))).not.toContain(member.id);
    expect(await mailsTo(member.email)).toHaveLength(1);
    expect(await run(at(1, 8))).toContain(member.id);
    const next = await mailsTo(member.email);
    expect(next).toHaveLength(2);
    expect(next[1]?.subject).toBe('Un cambio para sus clientes');
    expect(next[1]?.text).toContain('Contratado');
    // Nothing new: nothing sent.
    expect(await run(at(2, 8))).toEqual([]);
  });

  it('send each change at once when asked, and none when turned off', async () => {
    const { org, member, memberAuth } = await createOrganization(t.app, db());
    const { client } = await linkNewClient(db(), org.id, {}, member.id);
    const hiring = await hiringEmployer();
    const put = (noticeEmails: string) =>
      call('PATCH', `/rsp/${org.id}/notice-settings`, memberAuth, { noticeEmails });

    expect((await call('GET', `/rsp/${org.id}/notice-settings`, memberAuth)).json()).toEqual({
      noticeEmails: 'daily',
    });
    expect((await put('immediate')).statusCode).toBe(200);
    const application = await createApplication(db(), {
      jobId: hiring.job.id,
      clientId: client.id,
    });
    await run(at(0, 9));
    await hiring.setStatus(application.id, 'interview');
    await run(at(0, 9));
    const mails = await mailsTo(member.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'A change for your clients',
      'A change for your clients',
    ]);
    expect(mails[1]?.text).toContain('Interview requested');

    expect((await put('off')).statusCode).toBe(200);
    await hiring.setStatus(application.id, 'hired');
    await run(at(3, 9));
    expect(await mailsTo(member.email)).toHaveLength(2);
    expect((await put('weekly')).statusCode).toBe(400);
    // The changes stay in the product.
    expect((await notices(org.id, memberAuth)).unread).toBe(3);
  });
});
