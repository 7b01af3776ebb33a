/**
 * The staff console's calls (docs/rules.md#staff-console): Users, Employers, Numbers. Each action
 * needs a reason and writes its audit row (decision 036); a disabled account's tokens stop at once.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  STAFF_REASON_MAX,
  type AdminEmployer,
  type AdminNumbers,
  type AdminUser,
  type TokenResponse,
} from '@fairchance/shared';
import { auditLog, emailChangeTokens, outbox } from '../src/db/schema.ts';
import { createStaffAccount, grantQuota } from '../src/features/admin/service.ts';
import { hashToken } from '../src/features/auth/tokens.ts';
import { useTestApp } from './helpers/app.ts';
import { bearer, refreshWith, signedInUser, signIn } from './helpers/auth.ts';
import { createApplication, createUser, uniqueEmail } from './helpers/factories.ts';
import { createClient, createEmployer, createJob } from './helpers/profiles.ts';
import { signedInStaff } from './helpers/staff.ts';

const t = useTestApp();
let staff: Awaited<ReturnType<typeof signedInStaff>>;
beforeAll(async () => {
  staff = await signedInStaff(t);
});

const get = (url: string, tokens: Pick<TokenResponse, 'accessToken'> = staff.tokens) =>
  t.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(tokens) });
const act = (
  url: string,
  payload: object,
  tokens: Pick<TokenResponse, 'accessToken'> = staff.tokens,
) => t.app.inject({ method: 'POST', url: `/api${url}`, headers: bearer(tokens), payload });

const auditRowsFor = (targetId: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.targetId, targetId))
    .orderBy(auditLog.createdAt);

describe('Users', () => {
  it('finds accounts by e-mail or name, paged, newest first', async () => {
    const word = `Quill${Date.now()}`;
    const made = [];
    for (let i = 0; i < 3; i++)
      made.push(await createUser(t.database.db, { lastName: `${word}son` }));
    const first = await get(`/v1/admin/users?q=${word.toLowerCase()}&limit=2`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-total-count']).toBe('3');
    const page = first.json<AdminUser[]>();
    expect(page.map((user) => user.id)).toEqual([made[2]!.id, made[1]!.id]);
    const rest = await get(`/v1/admin/users?q=${word}&before=${page[1]!.cursor}`);
    expect(rest.json<AdminUser[]>().map((user) => user.id)).toEqual([made[0]!.id]);
    const byEmail = await get(`/v1/admin/users?q=${encodeURIComponent(made[0]!.email)}`);
    expect(byEmail.json<AdminUser[]>().map((user) => user.id)).toEqual([made[0]!.id]);
    const none = await get('/v1/admin/users?q=nobody-has-this-name-zzz');
    expect(none.json()).toEqual([]);
  });

  it('disables an account: its tokens stop at once, it cannot sign in, and the log says why', async () => {
    const { user, tokens } = await signedInUser(t, { type: 'client' });
    expect((await get('/v1/user', tokens)).statusCode).toBe(200);

    const noReason = await act(`/v1/admin/users/${user.id}/disable`, { reason: '  ' });
    expect(noReason.statusCode).toBe(400);

    const disabled = await act(`/v1/admin/users/${user.id}/disable`, { reason: 'Spam reports' });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json<AdminUser>().disabledAt).not.toBeNull();
    expect((await get('/v1/user', tokens)).statusCode).toBe(401);
    expect((await refreshWith(t.app, tokens.refreshToken)).statusCode).toBe(400);
    const signInAgain = await signIn(t.app, user.email);
    expect(signInAgain.statusCode).toBe(403);
    expect(signInAgain.json<{ message: string }>().message).toMatch(/disabled/);
    expect((await act(`/v1/admin/users/${user.id}/disable`, { reason: 'again' })).statusCode).toBe(
      409,
    );

    // The reason is up to STAFF_REASON_MAX characters, as for every staff action.
    const longest = 'Cleared up. '.padEnd(STAFF_REASON_MAX, '.');
    const tooLong = await act(`/v1/admin/users/${user.id}/enable`, { reason: `${longest}.` });
    expect(tooLong.statusCode).toBe(400);
    const enabled = await act(`/v1/admin/users/${user.id}/enable`, { reason: longest });
    expect(enabled.json<AdminUser>().disabledAt).toBeNull();
    expect((await signIn(t.app, user.email)).statusCode).toBe(200);

    const rows = await auditRowsFor(user.id);
    expect(rows.map((row) => [row.action, row.reason, row.staffUserId])).toEqual([
      ['user.disable', 'Spam reports', staff.userId],
      ['user.enable', longest, staff.userId],
    ]);
  });

  it('does not let staff disable themselves, and answers 404 for an unknown account', async () => {
    expect((await act(`/v1/admin/users/${staff.userId}/disable`, { reason: 'x' })).statusCode).toBe(
      400,
    );
    const unknown = '01900000-0000-7000-8000-000000000000';
    expect((await act(`/v1/admin/users/${unknown}/disable`, { reason: 'x' })).statusCode).toBe(404);
    expect(await auditRowsFor(unknown)).toEqual([]);
  });

  it('sends a staff invitation again, while the password is not chosen', async () => {
    const email = uniqueEmail('staff');
    const { userId } = await createStaffAccount(t.database.db, t.settings.publicUrl, { email });
    const listed = await get(`/v1/admin/users?q=${encodeURIComponent(email)}`);
    expect(listed.json<AdminUser[]>()[0]).toMatchObject({ type: 'staff', isInvited: true });
    const res = await act(`/v1/admin/users/${userId}/resend-invitation`, {
      reason: 'Lost the mail',
    });
    expect(res.statusCode).toBe(200);
    const mails = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, email), eq(outbox.template, 'staffInvited')));
    expect(mails).toHaveLength(2);
    expect((await auditRowsFor(userId)).map((row) => row.action)).toEqual([
      'staff.create',
      'user.resend-invitation',
    ]);
    const client = await createUser(t.database.db);
    expect(
      (await act(`/v1/admin/users/${client.id}/resend-invitation`, { reason: 'x' })).statusCode,
    ).toBe(409);
  });

  it('sends the confirmation link of a new e-mail again', async () => {
    const user = await createUser(t.database.db);
    const newEmail = uniqueEmail('moved');
    expect(
      (await act(`/v1/admin/users/${user.id}/resend-verification`, { reason: 'x' })).statusCode,
    ).toBe(409);
    await t.database.db.insert(emailChangeTokens).values({
      userId: user.id,
      newEmail,
      tokenHash: hashToken(`token-${newEmail}`),
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    const res = await act(`/v1/admin/users/${user.id}/resend-verification`, {
      reason: 'Asked by phone',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminUser>().pendingEmail).toBe(newEmail);
    const mails = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, newEmail), eq(outbox.template, 'emailChangeConfirm')));
    expect(mails).toHaveLength(1);
    const [row] = await auditRowsFor(user.id);
    expect(row).toMatchObject({ action: 'user.resend-verification', reason: 'Asked by phone' });
  });
});

describe('Employers', () => {
  it("shows each company's usage and grants quota with a reason, logged", async () => {
    const name = `Granite${Date.now()} Works`;
    const { employer, user } = await createEmployer(t.database.db, {
      name,
      availableJobsCount: 1,
      availableUncloaksCount: 2,
    });
    const job = await createJob(t.database.db, employer.id);
    const { client } = await createClient(t.database.db);
    await createApplication(t.database.db, {
      jobId: job.id,
      clientId: client.id,
      status: 'interview',
      interviewRequestedAt: new Date(),
    });
    const listed = await get(`/v1/admin/employers?q=${encodeURIComponent(name)}`);
    expect(listed.json<AdminEmployer[]>()).toEqual([
      expect.objectContaining({
        id: employer.id,
        ownerEmail: user.email,
        jobsPosted: 1,
        jobsAvailable: 1,
        interviewRequestsUsed: 1,
        interviewRequestsAvailable: 2,
      }),
    ]);

    const bad = await act(`/v1/admin/employers/${employer.id}/grants`, {
      kind: 'jobs',
      amount: 0,
      reason: 'x',
    });
    expect(bad.statusCode).toBe(400);
    const granted = await act(`/v1/admin/employers/${employer.id}/grants`, {
      kind: 'interviewRequests',
      amount: 5,
      reason: 'Pilot partner',
    });
    expect(granted.statusCode).toBe(200);
    expect(granted.json<AdminEmployer>().interviewRequestsAvailable).toBe(7);

    // The shell's grants are logged too, as done by the shell.
    await grantQuota(t.database.db, user.email, 'jobs', 2);
    const rows = await auditRowsFor(employer.id);
    expect(rows.map((row) => [row.action, row.staffUserId, row.reason, row.details])).toEqual([
      [
        'quota.grant',
        staff.userId,
        'Pilot partner',
        { quota: 'uncloaks', amount: 5, available: 7 },
      ],
      [
        'quota.grant',
        null,
        "Granted from the server's shell",
        { quota: 'jobs', amount: 2, available: 3 },
      ],
    ]);
    const log = await get(`/v1/admin/audit-log?targetId=${employer.id}`);
    expect(log.json<{ targetLabel: string }[]>().map((row) => row.targetLabel)).toEqual([
      name,
      name,
    ]);
    const unknown = '01900000-0000-7000-8000-000000000000';
    expect(
      (await act(`/v1/admin/employers/${unknown}/grants`, { kind: 'jobs', amount: 1, reason: 'x' }))
        .statusCode,
    ).toBe(404);
  });
});

describe('Numbers', () => {
  it("counts this week's sign-ups, jobs, applications, interviews and hires in SQL", async () => {
    const before = (await get('/v1/admin/numbers?weeks=4')).json<AdminNumbers>();
    expect(before.weeks).toHaveLength(4);
    const { employer } = await createEmployer(t.database.db);
    const job = await createJob(t.database.db, employer.id);
    const { client } = await createClient(t.database.db);
    const { client: other } = await createClient(t.database.db);
    await createApplication(t.database.db, { jobId: job.id, clientId: client.id });
    await createApplication(t.database.db, {
      jobId: job.id,
      clientId: other.id,
      status: 'hired',
      interviewRequestedAt: new Date(),
      closedAt: new Date(),
    });
    const after = (await get('/v1/admin/numbers?weeks=4')).json<AdminNumbers>();
    const [was, now] = [before.weeks.at(-1)!, after.weeks.at(-1)!];
    expect(now.signUps.client - was.signUps.client).toBe(2);
    expect(now.signUps.employer - was.signUps.employer).toBe(1);
    expect(now.jobsPosted - was.jobsPosted).toBe(1);
    expect(now.applications - was.applications).toBe(2);
    expect(now.interviewRequests - was.interviewRequests).toBe(1);
    expect(now.hires - was.hires).toBe(1);
    expect(after.funnel.applications - before.funnel.applications).toBe(2);
    expect(after.funnel.hires - before.funnel.hires).toBe(1);
    expect(after.weeks.map((week) => new Date(`${week.weekStart}T00:00:00Z`).getUTCDay())).toEqual([
      1, 1, 1, 1,
    ]);
    expect((await get('/v1/admin/numbers?weeks=99')).statusCode).toBe(400);
  });
});
