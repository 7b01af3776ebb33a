/**
 * Staff sign-in (decision 035): the shell's invitation, the second factor set up at the first
 * sign-in, codes never accepted twice, recovery codes used once, and the staff routes open only to
 * staff who passed a fresh second factor. The audit log is append-only (decision 036).
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SecondFactorSetup, TokenResponse } from '@fairchance/shared';
import { auditLog, users } from '../src/db/schema.ts';
import { recordStaffAction } from '../src/features/audit-log/service.ts';
import { createTokenSigner } from '../src/features/auth/tokens.ts';
import { createStaffAccount } from '../src/features/admin/service.ts';
import { useTestApp } from './helpers/app.ts';
import { bearer, refreshWith, signIn, tokensFor } from './helpers/auth.ts';
import { createUser, uniqueEmail } from './helpers/factories.ts';
import {
  codeAt,
  createStaffWithPassword,
  mailedLink,
  post,
  signedInStaff,
} from './helpers/staff.ts';

const t = useTestApp();

const auditLogOf = (tokens: Pick<TokenResponse, 'accessToken'>) =>
  t.app.inject({ method: 'GET', url: '/api/v1/admin/audit-log', headers: bearer(tokens) });

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
    scope: string;
    mfa?: number;
  };

describe('a staff account made by the shell', () => {
  it('mails a link to choose a password, and records who was made', async () => {
    const email = uniqueEmail('staff');
    const { userId } = await createStaffAccount(t.database.db, t.settings.publicUrl, { email });
    const link = await mailedLink(t, email, 'staffInvited');
    expect(link.pathname).toBe('/reset-password/');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, userId));
    expect(row!.type).toBe('staff');
    expect(row!.invitedAt).toBeInstanceOf(Date);
    // Nobody knows the password yet.
    expect((await signIn(t.app, email)).statusCode).toBe(401);

    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, userId));
    expect(audit).toMatchObject({ action: 'staff.create', targetType: 'user', staffUserId: null });

    const set = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/password',
      payload: { token: link.searchParams.get('token'), password: 'a staff password 2026' },
    });
    expect(set.statusCode).toBeLessThan(300);
    const [after] = await t.database.db.select().from(users).where(eq(users.id, userId));
    expect(after!.invitedAt).toBeNull();
    expect((await signIn(t.app, email, 'a staff password 2026')).statusCode).toBe(200);
  });

  it('refuses an address already in use', async () => {
    const client = await createUser(t.database.db);
    await expect(
      createStaffAccount(t.database.db, t.settings.publicUrl, { email: client.email }),
    ).rejects.toThrow(/already signs in/);
  });

  it('cannot be made by signing up', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users',
      payload: {
        firstName: 'Eve',
        lastName: 'Mallory',
        email: uniqueEmail('eve'),
        password: 'a long enough password',
        type: 'staff',
      },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('the second factor', () => {
  it('is set up at the first sign-in and confirmed with one code, before the console opens', async () => {
    const { email } = await createStaffWithPassword(t);
    const passwordOnly = await tokensFor(t.app, email);
    expect(claimsOf(passwordOnly.accessToken)).toMatchObject({ scope: 'staff' });
    expect(claimsOf(passwordOnly.accessToken).mfa).toBeUndefined();

    const refused = await auditLogOf(passwordOnly);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toMatch(/authenticator app/);

    const status = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user/second-factor',
      headers: bearer(passwordOnly),
    });
    expect(status.json()).toEqual({ isEnabled: false });

    const setup = await post<SecondFactorSetup>(
      t.app,
      '/v1/user/second-factor/setup',
      passwordOnly,
    );
    expect(setup.res.statusCode).toBe(200);
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(setup.body.otpauthUri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    expect(setup.body.otpauthUri).toContain(encodeURIComponent(email));

    const wrong = await post(t.app, '/v1/user/second-factor/confirm', passwordOnly, {
      code: '000000' === (await codeAt(setup.body.secret)) ? '111111' : '000000',
    });
    expect(wrong.res.statusCode).toBe(400);

    const confirmed = await post<{ recoveryCodes: string[]; tokens: TokenResponse }>(
      t.app,
      '/v1/user/second-factor/confirm',
      passwordOnly,
      { code: await codeAt(setup.body.secret) },
    );
    expect(confirmed.res.statusCode).toBe(200);
    expect(confirmed.body.recoveryCodes).toHaveLength(10);
    expect(new Set(confirmed.body.recoveryCodes).size).toBe(10);
    const mfa = claimsOf(confirmed.body.tokens.accessToken).mfa;
    expect(mfa).toBeGreaterThan(Date.now() / 1000 - 60);
    expect((await auditLogOf(confirmed.body.tokens)).statusCode).toBe(200);

    // The sign-in from before the code ended; a second setup is refused.
    expect((await auditLogOf(passwordOnly)).statusCode).toBe(401);
    const again = await post(t.app, '/v1/user/second-factor/setup', confirmed.body.tokens);
    expect(again.res.statusCode).toBe(409);

    // Refreshing keeps the second factor's time.
    const refreshed = await refreshWith(t.app, confirmed.body.tokens.refreshToken);
    expect(claimsOf(refreshed.json<TokenResponse>().accessToken).mfa).toBe(mfa);
  });

  it('never accepts a code twice, nor an older one', async () => {
    const staff = await signedInStaff(t);
    const passwordOnly = await tokensFor(t.app, staff.email);
    // The code that confirmed the set-up (this step) cannot sign in again.
    const replay = await post(t.app, '/v1/user/second-factor/verify', passwordOnly, {
      code: await codeAt(staff.secret),
    });
    expect(replay.res.statusCode).toBe(400);
    const older = await post(t.app, '/v1/user/second-factor/verify', passwordOnly, {
      code: await codeAt(staff.secret, -30),
    });
    expect(older.res.statusCode).toBe(400);

    // The next code, sent at once from two sign-ins (one stolen password, one owner): one passes.
    const next = await codeAt(staff.secret, 30);
    const otherSignIn = await tokensFor(t.app, staff.email);
    const [first, second] = await Promise.all([
      post<TokenResponse>(t.app, '/v1/user/second-factor/verify', passwordOnly, { code: next }),
      post<TokenResponse>(t.app, '/v1/user/second-factor/verify', otherSignIn, { code: next }),
    ]);
    expect([first.res.statusCode, second.res.statusCode].sort()).toEqual([200, 400]);
    const passed = first.res.statusCode === 200 ? first.body : second.body;
    expect((await auditLogOf(passed)).statusCode).toBe(200);
  });

  it('takes each recovery code once', async () => {
    const staff = await signedInStaff(t);
    const code = staff.recoveryCodes[3]!;
    const first = await post<TokenResponse>(
      t.app,
      '/v1/user/second-factor/verify',
      await tokensFor(t.app, staff.email),
      { code: code.toUpperCase().replace('-', ' ') },
    );
    expect(first.res.statusCode).toBe(200);
    expect((await auditLogOf(first.body)).statusCode).toBe(200);
    const second = await post(
      t.app,
      '/v1/user/second-factor/verify',
      await tokensFor(t.app, staff.email),
      { code },
    );
    expect(second.res.statusCode).toBe(400);
  });

  it('limits wrong codes per account', async () => {
    const staff = await signedInStaff(t);
    const passwordOnly = await tokensFor(t.app, staff.email);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await post(t.app, '/v1/user/second-factor/verify', passwordOnly, {
        code: 'zzzzz-zzzzz',
      });
      statuses.push(res.res.statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });

  it('goes stale after the fresh period: the console asks again', async () => {
    const staff = await signedInStaff(t);
    const sid = (
      JSON.parse(Buffer.from(staff.tokens.accessToken.split('.')[1]!, 'base64url').toString()) as {
        sid: string;
      }
    ).sid;
    const signer = createTokenSigner({
      secret: t.settings.authSecret!,
      issuer: t.settings.publicUrl,
      lifetimeSeconds: 600,
    });
    const stale = await signer.sign({
      sub: staff.userId,
      scope: 'staff',
      sid,
      mfa: Math.floor(Date.now() / 1000) - 13 * 3600,
    });
    const res = await auditLogOf({ accessToken: stale.token });
    expect(res.statusCode).toBe(403);
    expect(res.json<{ message: string }>().message).toMatch(/authenticator app/);
  });
});

describe('who reaches the staff routes', () => {
  it('refuses every other role with 403, even with a second-factor claim forged in', async () => {
    for (const type of ['client', 'employer', 'rsp'] as const) {
      const user = await createUser(
        t.database.db,
        type === 'rsp' ? { type, rspRole: 'owner' } : { type },
      );
      const tokens = await tokensFor(t.app, user.email);
      expect((await auditLogOf(tokens)).statusCode, type).toBe(403);
      const setup = await post(t.app, '/v1/user/second-factor/setup', tokens);
      expect(setup.res.statusCode, type).toBe(403);
    }
  });

  it('refuses staff on the routes of the other roles', async () => {
    const staff = await signedInStaff(t);
    for (const url of ['/api/v1/user/profile-draft', '/api/v1/rsp/clients/due']) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(staff.tokens) });
      expect([403, 404], url).toContain(res.statusCode);
    }
    const job = await t.app.inject({
      method: 'POST',
      url: '/api/v1/employers',
      headers: bearer(staff.tokens),
      payload: {},
    });
    expect(job.statusCode).toBe(403);
  });
});

describe('the audit log', () => {
  it('refuses any UPDATE, DELETE or TRUNCATE in the database itself', async () => {
    const staff = await signedInStaff(t);
    await recordStaffAction(t.database.db, {
      staffUserId: staff.userId,
      action: 'user.disable',
      targetType: 'user',
      targetId: staff.userId,
      reason: 'Testing the log',
    });
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.staffUserId, staff.userId));
    expect(row).toBeDefined();
    await expect(
      t.database.db.update(auditLog).set({ reason: 'rewritten' }).where(eq(auditLog.id, row!.id)),
    ).rejects.toThrow();
    await expect(t.database.db.delete(auditLog).where(eq(auditLog.id, row!.id))).rejects.toThrow();
    await expect(t.database.db.execute(sql`truncate audit_log`)).rejects.toThrow();
    const [still] = await t.database.db.select().from(auditLog).where(eq(auditLog.id, row!.id));
    expect(still!.reason).toBe('Testing the log');
  });

  it('lists the rows newest first, filtered and paged, to staff', async () => {
    const staff = await signedInStaff(t);
    for (const reason of ['first', 'second', 'third']) {
      await recordStaffAction(t.database.db, {
        staffUserId: staff.userId,
        action: 'user.enable',
        targetType: 'user',
        targetId: staff.userId,
        reason,
      });
    }
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/audit-log?staffUserId=${staff.userId}&action=user.enable&limit=2`,
      headers: bearer(staff.tokens),
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-total-count']).toBe('3');
    const items = page.json<{ reason: string; cursor: string; staff: { email: string } }[]>();
    expect(items.map((item) => item.reason)).toEqual(['third', 'second']);
    expect(items[0]!.staff.email).toBe(staff.email);
    const next = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/audit-log?staffUserId=${staff.userId}&action=user.enable&before=${items[1]!.cursor}`,
      headers: bearer(staff.tokens),
    });
    expect(next.json<{ reason: string }[]>().map((item) => item.reason)).toEqual(['first']);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/audit-log?action=user.explode',
      headers: bearer(staff.tokens),
    });
    expect(bad.statusCode).toBe(400);
  });
});
