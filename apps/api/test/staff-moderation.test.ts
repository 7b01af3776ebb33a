/**
 * The staff console's Job posts and Organizations (issue 18, decisions 037 and 038): only staff
 * with a fresh second factor reach them; the posts the fair-chance language check flags and the
 * ones job seekers report, paged and searchable; unpublishing and restoring a post, and approving
 * and declining an owner's claim, each with its reason, its audit row and its e-mail written in one
 * transaction. Reports reach staff without their reporter, and never the employer.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  TOTAL_COUNT_HEADER,
  type AdminOrganizationClaim,
  type ErrorBody,
  type Job,
  type KnownProviderListing,
  type ModeratedJob,
  type OrganizationClaim,
} from '@fairchance/shared';
import { auditLog, jobReports, jobs, outbox, rspAccounts, rsps } from '../src/db/schema.ts';
import { createTokenSigner } from '../src/features/auth/tokens.ts';
import { loadProviders } from '../src/seed/demo-data.ts';
import { apiCaller, useTestApp } from './helpers/app.ts';
import { bearer, tokensFor } from './helpers/auth.ts';
import { createUser } from './helpers/factories.ts';
import { createClient, createEmployer, createJob } from './helpers/profiles.ts';
import { signedInStaff } from './helpers/staff.ts';

const t = useTestApp();
const call = apiCaller(t);
let staff: Awaited<ReturnType<typeof signedInStaff>>;
let staffAuth: { authorization: string };
beforeAll(async () => {
  await loadProviders(t.database.db);
  staff = await signedInStaff(t);
  staffAuth = bearer(staff.tokens);
});

const db = () => t.database.db;
const authFor = async (email: string) => bearer(await tokensFor(t.app, email));
let tagCounter = 0;
/** A word no other row of the file has, to search by. */
const uniqueTag = () => `tag${Date.now().toString(36)}x${(tagCounter += 1)}`;

const auditRowsOf = (targetId: string) =>
  db().select().from(auditLog).where(eq(auditLog.targetId, targetId)).orderBy(auditLog.createdAt);

const mailsTo = (to: string, template: string) =>
  db()
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, to), eq(outbox.template, template)))
    .orderBy(desc(outbox.createdAt));

/** A job of its own company, and a client who reports it. */
async function reportedJob(comment = 'They asked me for a fee.') {
  const tag = uniqueTag();
  const { user: owner, employer } = await createEmployer(db(), { name: `Company ${tag}` });
  const job = await createJob(db(), employer.id, { title: `Welder ${tag}`, fairChanceFlags: [] });
  const { user: reporter } = await createClient(db());
  const reporterAuth = await authFor(reporter.email);
  const res = await call('POST', `/jobs/${job.id}/reports`, reporterAuth, {
    reason: 'other',
    comment,
  });
  expect(res.statusCode).toBe(201);
  return { tag, owner, employer, job, reporter, reporterAuth };
}

/** An owner whose organization is not set up yet, with a pending claim of `providerKey`. */
async function pendingClaim(providerKey: string, message = 'I run the office.') {
  const owner = await createUser(db(), { type: 'rsp', rspRole: 'owner', firstName: uniqueTag() });
  const ownerAuth = await authFor(owner.email);
  const res = await call('POST', '/organization-claims', ownerAuth, { providerKey, message });
  expect(res.statusCode).toBe(201);
  return { owner, ownerAuth, claim: res.json<OrganizationClaim>() };
}

const listJobs = (query: string) => call('GET', `/admin/jobs?${query}`, staffAuth);

describe('who reaches the Job posts and Organizations', () => {
  const UUID = '01900000-0000-7000-8000-000000000000';
  const ROUTES: [method: 'GET' | 'POST', url: string][] = [
    ['GET', '/admin/jobs'],
    ['POST', `/admin/jobs/${UUID}/unpublish`],
    ['POST', `/admin/jobs/${UUID}/restore`],
    ['GET', '/admin/organization-claims'],
    ['GET', '/admin/known-providers'],
    ['POST', `/admin/organization-claims/${UUID}/approve`],
    ['POST', `/admin/organization-claims/${UUID}/decline`],
  ];

  it('refuses every other role, and staff without a fresh second factor, with 403', async () => {
    const callers: Record<string, { authorization: string }> = {};
    for (const type of ['client', 'employer', 'rsp'] as const) {
      const user = await createUser(db(), type === 'rsp' ? { type, rspRole: 'owner' } : { type });
      callers[type] = await authFor(user.email);
    }
    callers.staffPasswordOnly = await authFor(staff.email);
    const signer = createTokenSigner({
      secret: t.settings.authSecret!,
      issuer: t.settings.publicUrl,
      lifetimeSeconds: 600,
    });
    const { sid } = JSON.parse(
      Buffer.from(staff.tokens.accessToken.split('.')[1]!, 'base64url').toString(),
    ) as { sid: string };
    const stale = await signer.sign({
      sub: staff.userId,
      scope: 'staff',
      sid,
      mfa: Math.floor(Date.now() / 1000) - 13 * 3600,
    });
    callers.staffStaleSecondFactor = bearer({ accessToken: stale.token });

    for (const [method, url] of ROUTES) {
      for (const [who, auth] of Object.entries(callers)) {
        const res = await call(method, url, auth, method === 'POST' ? { reason: 'x' } : undefined);
        expect(res.statusCode, `${who} ${method} ${url}`).toBe(403);
        expect(res.json<ErrorBody>().code).toBe('Forbidden');
      }
    }
    // Staff past the second factor are answered (404: no such job or claim).
    for (const [method, url] of ROUTES) {
      const res = await call(
        method,
        url,
        staffAuth,
        method === 'POST' ? { reason: 'x' } : undefined,
      );
      expect(res.statusCode, `${method} ${url}`).toBe(method === 'GET' ? 200 : 404);
    }
  });

  it('asks every action for a reason', async () => {
    const { job } = await reportedJob();
    for (const payload of [{}, { reason: '   ' }, { reason: 'x'.repeat(1001) }]) {
      const res = await call('POST', `/admin/jobs/${job.id}/unpublish`, staffAuth, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json<ErrorBody>().details?.map((d) => d.path)).toEqual(['reason']);
    }
    const [row] = await db().select().from(jobs).where(eq(jobs.id, job.id));
    expect(row!.status).toBe('active');
    expect(await auditRowsOf(job.id)).toEqual([]);
  });
});

describe('GET /v1/admin/jobs', () => {
  it('lists the flagged and the reported posts, newest first, paged and searchable', async () => {
    const tag = uniqueTag();
    const { employer } = await createEmployer(db(), { name: `Listing ${tag}` });
    const flagged = await createJob(db(), employer.id, {
      title: `Flagged ${tag}`,
      fairChanceFlags: ['backgroundCheck'],
      createdAt: new Date(Date.now() - 3000),
    });
    const reported = await createJob(db(), employer.id, {
      title: `Reported ${tag}`,
      fairChanceFlags: [],
      createdAt: new Date(Date.now() - 2000),
    });
    const quiet = await createJob(db(), employer.id, {
      title: `Quiet ${tag}`,
      fairChanceFlags: [],
      createdAt: new Date(Date.now() - 1000),
    });
    const { user: reporter } = await createClient(db());
    const reportRes = await call(
      'POST',
      `/jobs/${reported.id}/reports`,
      await authFor(reporter.email),
      { reason: 'scam' },
    );
    expect(reportRes.statusCode).toBe(201);

    const first = await listJobs(`q=${tag}&limit=1`);
    expect(first.statusCode).toBe(200);
    expect(first.headers[TOTAL_COUNT_HEADER]).toBe('2');
    const [newest] = first.json<ModeratedJob[]>();
    expect(newest).toMatchObject({
      id: reported.id,
      employer: { id: employer.id, name: `Listing ${tag}` },
      status: 'active',
      unpublished: null,
      flags: [],
      openReports: 1,
      reports: [{ reason: 'scam', comment: null }],
    });
    // Staff read the report, never who sent it.
    expect(first.body.includes(reporter.id)).toBe(false);
    expect(first.body.includes(reporter.email)).toBe(false);

    const second = await listJobs(`q=${tag}&limit=1&before=${newest!.cursor}`);
    expect(second.json<ModeratedJob[]>()).toMatchObject([
      { id: flagged.id, flags: ['backgroundCheck'], openReports: 0, reports: [] },
    ]);
    const third = await listJobs(
      `q=${tag}&limit=1&before=${second.json<ModeratedJob[]>()[0]!.cursor}`,
    );
    expect(third.json<ModeratedJob[]>()).toEqual([]);

    // The company's name finds them too; the quiet post is never listed.
    const byCompany = await listJobs(`q=${encodeURIComponent(`Listing ${tag}`)}`);
    expect(byCompany.json<ModeratedJob[]>().map((j) => j.id)).toEqual([reported.id, flagged.id]);
    const quietOne = await listJobs(`q=${encodeURIComponent(quiet.title)}`);
    expect(quietOne.json<ModeratedJob[]>()).toEqual([]);

    const none = await listJobs(`q=${tag}&view=unpublished`);
    expect(none.json<ModeratedJob[]>()).toEqual([]);
    expect((await listJobs('view=everything')).statusCode).toBe(400);
    expect((await listJobs('limit=0')).statusCode).toBe(400);
  });
});

describe('POST /v1/admin/jobs/{id}/unpublish and /restore', () => {
  it('unpublishes with a reason: audit row, e-mail to the owner, reports closed, gone for clients', async () => {
    const { tag, owner, employer, job, reporter, reporterAuth } = await reportedJob();
    const { user: other } = await createClient(db());
    const otherAuth = await authFor(other.email);
    expect((await call('GET', `/jobs/${job.id}`, otherAuth)).statusCode).toBe(200);

    const reason = 'Asks applicants for a training fee.';
    const res = await call('POST', `/admin/jobs/${job.id}/unpublish`, staffAuth, { reason });
    expect(res.statusCode).toBe(200);
    expect(res.json<ModeratedJob>()).toMatchObject({
      id: job.id,
      status: 'active',
      unpublished: { reason },
      openReports: 0,
      reports: [],
    });

    const audit = await auditRowsOf(job.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      staffUserId: staff.userId,
      action: 'job.unpublish',
      targetType: 'job',
      reason,
      details: { title: job.title, employerId: employer.id, resolvedReports: 1 },
    });
    const [mail] = await mailsTo(owner.email, 'jobUnpublished');
    expect(mail!.text).toContain(reason);
    expect(mail!.text).toContain(job.title);
    const reports = await db().select().from(jobReports).where(eq(jobReports.jobId, job.id));
    expect(reports.every((r) => r.resolvedAt instanceof Date)).toBe(true);

    for (const auth of [otherAuth, reporterAuth]) {
      expect((await call('GET', `/jobs/${job.id}`, auth)).statusCode).toBe(404);
      const search = await call('GET', `/jobs?q=${tag}`, auth);
      expect(search.json<Job[]>()).toEqual([]);
    }
    // Listed among the unpublished now, not among those that need a look.
    expect((await listJobs(`q=${tag}`)).json<ModeratedJob[]>()).toEqual([]);
    const unpublished = await listJobs(`q=${tag}&view=unpublished`);
    expect(unpublished.json<ModeratedJob[]>().map((j) => j.id)).toEqual([job.id]);

    // The employer reads staff's reason, never the report nor who sent it.
    const own = await call('GET', `/jobs/${job.id}`, await authFor(owner.email));
    expect(own.json<Job>()).toMatchObject({ unpublished: { reason } });
    for (const needle of ['They asked me for a fee.', reporter.id, reporter.email]) {
      expect(own.body.includes(needle), needle).toBe(false);
    }

    const again = await call('POST', `/admin/jobs/${job.id}/unpublish`, staffAuth, { reason });
    expect(again.statusCode).toBe(409);
    expect(await auditRowsOf(job.id)).toHaveLength(1);
  });

  it('restores the status the employer had, with its audit row and e-mail', async () => {
    const { tag, owner, job } = await reportedJob();
    await db().update(jobs).set({ status: 'paused' }).where(eq(jobs.id, job.id));
    const notYet = await call('POST', `/admin/jobs/${job.id}/restore`, staffAuth, {
      reason: 'Nothing to restore.',
    });
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json<ErrorBody>().code).toBe('ResourceConflict');

    await call('POST', `/admin/jobs/${job.id}/unpublish`, staffAuth, { reason: 'Not a real job.' });
    const reason = 'The company showed us the job is real.';
    const res = await call('POST', `/admin/jobs/${job.id}/restore`, staffAuth, { reason });
    expect(res.statusCode).toBe(200);
    expect(res.json<ModeratedJob>()).toMatchObject({ status: 'paused', unpublished: null });
    const [row] = await db().select().from(jobs).where(eq(jobs.id, job.id));
    expect(row).toMatchObject({
      status: 'paused',
      statusBeforeUnpublish: null,
      unpublishedAt: null,
    });

    const audit = await auditRowsOf(job.id);
    expect(audit.map((a) => [a.action, a.staffUserId])).toEqual([
      ['job.unpublish', staff.userId],
      ['job.restore', staff.userId],
    ]);
    expect(audit[1]!.reason).toBe(reason);
    const [mail] = await mailsTo(owner.email, 'jobRestored');
    expect(mail!.text).toContain(reason);

    // Active again: clients find it.
    await db().update(jobs).set({ status: 'active' }).where(eq(jobs.id, job.id));
    const { user: client } = await createClient(db());
    const search = await call('GET', `/jobs?q=${tag}`, await authFor(client.email));
    expect(search.json<Job[]>().map((j) => j.id)).toEqual([job.id]);
  });

  it('writes nothing when the e-mail cannot be queued: one transaction', async () => {
    const { owner, job } = await reportedJob();
    // A trigger that refuses this owner's e-mails, so the last step of the action fails.
    await db().execute(
      sql.raw(`create function refuse_test_mail() returns trigger language plpgsql as $$
        begin
          if new."to" = '${owner.email}' then raise exception 'mail refused for the test'; end if;
          return new;
        end $$`),
    );
    await db().execute(
      sql.raw(`create trigger refuse_test_mail before insert on outbox
        for each row execute function refuse_test_mail()`),
    );
    try {
      const res = await call('POST', `/admin/jobs/${job.id}/unpublish`, staffAuth, {
        reason: 'A scam.',
      });
      expect(res.statusCode).toBe(500);
    } finally {
      await db().execute(sql.raw('drop trigger refuse_test_mail on outbox'));
      await db().execute(sql.raw('drop function refuse_test_mail()'));
    }
    const [row] = await db().select().from(jobs).where(eq(jobs.id, job.id));
    expect(row!.status).toBe('active');
    expect(await auditRowsOf(job.id)).toEqual([]);
    const reports = await db().select().from(jobReports).where(eq(jobReports.jobId, job.id));
    expect(reports.map((r) => r.resolvedAt)).toEqual([null]);
  });
});

describe('GET /v1/admin/organization-claims and /known-providers', () => {
  it('lists pending claims newest first, paged and searchable, with who asked', async () => {
    const first = await pendingClaim('myWayOut');
    const second = await pendingClaim('myWayOut');
    const page = await call('GET', '/admin/organization-claims?q=My%20Way&limit=1', staffAuth);
    expect(page.statusCode).toBe(200);
    expect(page.headers[TOTAL_COUNT_HEADER]).toBe('2');
    const [newest] = page.json<AdminOrganizationClaim[]>();
    expect(newest).toMatchObject({
      id: second.claim.id,
      providerKey: 'myWayOut',
      organizationName: 'My Way Out',
      message: 'I run the office.',
      status: 'pending',
      requester: { userId: second.owner.id, email: second.owner.email },
    });
    const next = await call(
      'GET',
      `/admin/organization-claims?q=My%20Way&before=${newest!.cursor}`,
      staffAuth,
    );
    expect(next.json<AdminOrganizationClaim[]>().map((c) => c.id)).toEqual([first.claim.id]);

    // Who asked finds their claim: by e-mail and by name.
    const byEmail = await call(
      'GET',
      `/admin/organization-claims?q=${encodeURIComponent(first.owner.email)}`,
      staffAuth,
    );
    expect(byEmail.json<AdminOrganizationClaim[]>().map((c) => c.id)).toEqual([first.claim.id]);
    const byName = await call(
      'GET',
      `/admin/organization-claims?q=${first.owner.firstName}`,
      staffAuth,
    );
    expect(byName.json<AdminOrganizationClaim[]>().map((c) => c.id)).toEqual([first.claim.id]);
    const declined = await call('GET', '/admin/organization-claims?status=declined', staffAuth);
    expect(declined.json<AdminOrganizationClaim[]>().some((c) => c.id === first.claim.id)).toBe(
      false,
    );
    const bad = await call('GET', '/admin/organization-claims?status=maybe', staffAuth);
    expect(bad.statusCode).toBe(400);
  });

  it('lists the known providers by name, paged and searchable, with owner and pending claims', async () => {
    await pendingClaim('wrtpWisconsin');
    const all = await call('GET', '/admin/known-providers?limit=100', staffAuth);
    expect(all.statusCode).toBe(200);
    const names = all.json<KnownProviderListing[]>().map((p) => p.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(names).not.toContain('Other');
    const total = Number(all.headers[TOTAL_COUNT_HEADER]);
    expect(total).toBe(names.length);

    const page = await call('GET', '/admin/known-providers?limit=2&offset=2', staffAuth);
    expect(page.json<KnownProviderListing[]>().map((p) => p.name)).toEqual(names.slice(2, 4));

    const wrtp = await call('GET', '/admin/known-providers?q=wrtp', staffAuth);
    expect(wrtp.headers[TOTAL_COUNT_HEADER]).toBe('2');
    const wisconsin = wrtp
      .json<KnownProviderListing[]>()
      .find((p) => p.providerKey === 'wrtpWisconsin');
    expect(wisconsin).toMatchObject({ name: 'WRTP | BIG STEP (Wisconsin)', owner: null });
    expect(wisconsin!.pendingClaims).toBeGreaterThanOrEqual(1);
  });
});

describe('POST /v1/admin/organization-claims/{id}/approve and /decline', () => {
  it('approves: the owner gets the organization, with its audit row and e-mail', async () => {
    const { owner, ownerAuth, claim } = await pendingClaim('goodwillIndustriesNcw');
    const rival = await pendingClaim('goodwillIndustriesNcw', 'Me, from another office.');
    const reason = 'Called the office; she runs it.';
    const res = await call('POST', `/admin/organization-claims/${claim.id}/approve`, staffAuth, {
      reason,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<OrganizationClaim>()).toMatchObject({
      id: claim.id,
      status: 'approved',
      decisionReason: reason,
    });

    const [org] = await db()
      .select()
      .from(rsps)
      .where(eq(rsps.providerKey, 'goodwillIndustriesNcw'));
    const [account] = await db().select().from(rspAccounts).where(eq(rspAccounts.userId, owner.id));
    expect(account).toMatchObject({ rspId: org!.id, role: 'owner' });

    const audit = await auditRowsOf(claim.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      staffUserId: staff.userId,
      action: 'claim.approve',
      targetType: 'claim',
      reason,
      details: { organizationId: org!.id, requesterUserId: owner.id },
    });
    const [mail] = await mailsTo(owner.email, 'organizationClaimApproved');
    expect(mail!.text).toContain(org!.name);
    const mine = await call('GET', '/organization-claims', ownerAuth);
    expect(mine.json<OrganizationClaim[]>()[0]).toMatchObject({ status: 'approved' });

    // Decided once; the rival claim is declined in the same transaction, with its own audit row
    // and e-mail, and cannot be approved now.
    const twice = await call('POST', `/admin/organization-claims/${claim.id}/decline`, staffAuth, {
      reason: 'Changed my mind.',
    });
    expect(twice.statusCode).toBe(409);
    const otherApproved =
      "Another person's request to manage this organization was approved: it has its owner now.";
    const theirs = await call('GET', '/organization-claims', rival.ownerAuth);
    expect(theirs.json<OrganizationClaim[]>()[0]).toMatchObject({
      id: rival.claim.id,
      status: 'declined',
      decisionReason: otherApproved,
    });
    expect(await auditRowsOf(rival.claim.id)).toMatchObject([
      {
        staffUserId: staff.userId,
        action: 'claim.decline',
        reason: otherApproved,
        details: { organizationId: org!.id, approvedClaimId: claim.id },
      },
    ]);
    const [declinedMail] = await mailsTo(rival.owner.email, 'organizationClaimDeclined');
    expect(declinedMail!.text).toContain(otherApproved);
    const taken = await call(
      'POST',
      `/admin/organization-claims/${rival.claim.id}/approve`,
      staffAuth,
      { reason: 'Also them?' },
    );
    expect(taken.statusCode).toBe(409);
    expect(await mailsTo(rival.owner.email, 'organizationClaimApproved')).toEqual([]);
  });

  it('declines with a reason the owner is e-mailed; they may ask again', async () => {
    const { owner, ownerAuth, claim } = await pendingClaim('wowWorks');
    const reason = 'We could not reach WOW Works to confirm.';
    const res = await call('POST', `/admin/organization-claims/${claim.id}/decline`, staffAuth, {
      reason,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<OrganizationClaim>()).toMatchObject({
      status: 'declined',
      decisionReason: reason,
    });
    const [account] = await db().select().from(rspAccounts).where(eq(rspAccounts.userId, owner.id));
    expect(account!.rspId).toBeNull();
    const audit = await auditRowsOf(claim.id);
    expect(audit.map((a) => [a.action, a.reason, a.staffUserId])).toEqual([
      ['claim.decline', reason, staff.userId],
    ]);
    const [mail] = await mailsTo(owner.email, 'organizationClaimDeclined');
    expect(mail!.text).toContain(reason);

    const mine = await call('GET', '/organization-claims', ownerAuth);
    expect(mine.json<OrganizationClaim[]>()[0]).toMatchObject({
      status: 'declined',
      decisionReason: reason,
    });
    const again = await call('POST', '/organization-claims', ownerAuth, {
      providerKey: 'wowWorks',
      message: 'Here is my work phone.',
    });
    expect(again.statusCode).toBe(201);
  });
});
