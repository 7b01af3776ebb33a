import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { User } from '@fairchance/shared';
import { invitations, outbox, passwordResetTokens, rsps } from '../src/db/schema.ts';
import { settledResetRequests } from '../src/features/users/reset-requests.ts';
import { createTestApp, useTestApp } from './helpers/app.ts';
import { bearer, refreshWith, signedInUser, signIn, tokensFor } from './helpers/auth.ts';
import { createUser, TEST_PASSWORD, uniqueEmail } from './helpers/factories.ts';

const t = useTestApp({ signupsPerAddressPerHour: 1000 });

const signUp = (payload: Record<string, unknown>, remoteAddress?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/users',
    payload,
    ...(remoteAddress ? { remoteAddress } : {}),
  });

const person = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Rosa',
  lastName: 'Diaz',
  email: uniqueEmail('rosa'),
  password: 'a-long-unusual-passphrase',
  type: 'client',
  ...overrides,
});

const mailTo = (to: string) =>
  t.database.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(outbox.createdAt);

describe('POST /v1/users (sign-up)', () => {
  it.each(['client', 'employer'] as const)(
    'creates a %s with no profile yet, and a welcome e-mail',
    async (type) => {
      const payload = person({ type, phone: '(414) 555-0199' });
      const res = await signUp(payload);
      expect(res.statusCode).toBe(201);
      const user = res.json<User>();
      expect(user).toMatchObject({
        email: payload.email,
        type,
        roles: [type],
        scope: type,
        phone: '4145550199',
        client: null,
        employer: null,
        rspAccount: null,
      });
      expect(user.id).toBe(user.userId);
      expect(JSON.stringify(user)).not.toContain('password');
      const mails = await mailTo(payload.email);
      expect(mails.map((m) => m.template)).toEqual(['welcome']);
    },
  );

  it('makes a service provider without an invitation the owner of an organization to create', async () => {
    const payload = person({ type: 'rsp' });
    const user = (await signUp(payload)).json<User>();
    expect(user.rspAccount).toMatchObject({
      role: 'owner',
      rspId: null,
      isProfileFilled: false,
      rsp: null,
    });
    expect(user.scope).toBe('rsp rsp:owner');
  });

  it('joins a service provider with an invitation to that organization, once', async () => {
    const [org] = await t.database.db
      .insert(rsps)
      .values({ name: `Org ${Math.random()}`, description: 'Helps people.' })
      .returning();
    const email = uniqueEmail('cm');
    const [invitation] = await t.database.db
      .insert(invitations)
      .values({
        rspId: org!.id,
        firstName: 'Case',
        lastName: 'Manager',
        email,
        phone: '4145550100',
      })
      .returning();
    const res = await signUp(person({ type: 'rsp', email, invitationId: invitation!.id }));
    expect(res.statusCode).toBe(201);
    expect(res.json<User>().rspAccount).toMatchObject({ role: 'member', rspId: org!.id });

    const again = await signUp(
      person({ type: 'rsp', email: uniqueEmail(), invitationId: invitation!.id }),
    );
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ code: 'ResourceNotFound', message: 'Invitation not found' });
  });

  it('refuses an unknown invitation with 404 and creates nothing', async () => {
    const payload = person({ type: 'rsp', invitationId: '01900000-0000-7000-8000-000000000000' });
    const res = await signUp(payload);
    expect(res.statusCode).toBe(404);
    expect(res.json<{ message: string }>().message).toBe('Invitation not found');
    expect((await signIn(t.app, payload.email, payload.password)).statusCode).toBe(401);
  });

  it('refuses an e-mail already in use, in any letter case, with 409', async () => {
    const payload = person();
    expect((await signUp(payload)).statusCode).toBe(201);
    const res = await signUp(person({ email: payload.email.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'ResourceConflict', message: 'Email already in use' });
  });

  it('answers bad input with per-field messages', async () => {
    const res = await signUp({
      firstName: '',
      lastName: 'X',
      email: 'not-an-email',
      password: 'short',
      type: 'admin',
      phone: '123',
    });
    expect(res.statusCode).toBe(400);
    const details = res.json<{ details: { path: string; message: string }[] }>().details;
    expect(details).toEqual(
      expect.arrayContaining([
        { path: 'firstName', message: 'This field is required.' },
        { path: 'email', message: 'Invalid email address.' },
        { path: 'password', message: 'Minimum length is 8 characters.' },
        { path: 'phone', message: 'Invalid phone number' },
      ]),
    );
    expect(details.some((d) => d.path === 'type')).toBe(true);
  });

  it('refuses a commonly used password with a clear message', async () => {
    const res = await signUp(person({ password: 'password1' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'InvalidRequest',
      details: [
        {
          path: 'password',
          message: 'This password is too common. Choose one that is harder to guess.',
        },
      ],
    });
  });

  it('limits sign-ups per address', async () => {
    const limited = await createTestApp({ signupsPerAddressPerHour: 2 });
    try {
      const go = (email: string, remoteAddress: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/v1/users',
          payload: person({ email }),
          remoteAddress,
        });
      expect((await go(uniqueEmail(), '10.9.9.1')).statusCode).toBe(201);
      expect((await go(uniqueEmail(), '10.9.9.1')).statusCode).toBe(201);
      const third = await go(uniqueEmail(), '10.9.9.1');
      expect(third.statusCode).toBe(429);
      expect(third.json<{ code: string }>().code).toBe('RequestThrottled');
      expect((await go(uniqueEmail(), '10.9.9.2')).statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});

describe('GET and PATCH /v1/user', () => {
  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/user' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'PATCH', url: '/api/v1/user', payload: {} })).statusCode,
    ).toBe(401);
  });

  it('changes names and phone, and clears the phone with null', async () => {
    const { tokens } = await signedInUser(t);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/user',
      headers: bearer(tokens),
      payload: { firstName: 'Ana', lastName: 'Reyes', phone: '(414) 555-0123' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ firstName: 'Ana', lastName: 'Reyes', phone: '4145550123' });
    const cleared = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/user',
      headers: bearer(tokens),
      payload: { phone: null },
    });
    expect(cleared.json<User>().phone).toBeNull();
  });

  it('changes the e-mail once the link mailed to it is opened, and refuses one in use', async () => {
    const user = await createUser(t.database.db);
    const other = await createUser(t.database.db);
    const tokens = await tokensFor(t.app, user.email);
    const taken = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/user',
      headers: bearer(tokens),
      payload: { email: other.email, password: TEST_PASSWORD },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json<{ message: string }>().message).toBe('Email already in use');

    const newEmail = uniqueEmail('new');
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/user',
      headers: bearer(tokens),
      payload: { email: newEmail, password: TEST_PASSWORD },
    });
    expect(res.json<User>()).toMatchObject({ email: user.email, pendingEmail: newEmail });
    expect((await mailTo(user.email)).map((m) => m.template)).toEqual(['emailChangeRequested']);
    const [confirmMail] = await mailTo(newEmail);
    expect(confirmMail!.template).toBe('emailChangeConfirm');
    const link = /https?:\/\/\S+\/confirm-email\/\?\S+/.exec(confirmMail!.text)![0];
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/email-change/confirm',
      payload: { token: new URL(link).searchParams.get('token') },
    });
    expect(confirmed.json()).toEqual({ email: newEmail });
    expect((await mailTo(user.email)).map((m) => m.template)).toEqual([
      'emailChangeRequested',
      'emailChanged',
    ]);
    expect((await signIn(t.app, newEmail)).statusCode).toBe(200);
  });

  it('changes the password only with the current one, and signs out other devices', async () => {
    const { user, tokens } = await signedInUser(t);
    const otherDevice = await tokensFor(t.app, user.email);

    const wrong = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/user',
      headers: bearer(tokens),
      payload: { password: 'not-my-password', newPassword: 'a-brand-new-passphrase' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      details: [{ path: 'password', message: 'The current password is not correct.' }],
    });

    const missing = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/user',
      headers: bearer(tokens),
      payload: { newPassword: 'a-brand-new-passphrase' },
    });
    expect(missing.statusCode).toBe(400);

    const ok = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/user',
      headers: bearer(tokens),
      payload: { password: TEST_PASSWORD, newPassword: 'a-brand-new-passphrase' },
    });
    expect(ok.statusCode).toBe(200);
    expect((await signIn(t.app, user.email, 'a-brand-new-passphrase')).statusCode).toBe(200);
    expect((await signIn(t.app, user.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await mailTo(user.email)).map((m) => m.template)).toEqual(['passwordChanged']);
    expect((await refreshWith(t.app, otherDevice.refreshToken)).statusCode).toBe(400);
    expect((await refreshWith(t.app, tokens.refreshToken)).statusCode).toBe(200);
  });

  it('refuses an avatar key that is not an upload of this user', async () => {
    const { tokens } = await signedInUser(t);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/user',
      headers: bearer(tokens),
      payload: { avatar: 'avatar/someone-else.png' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ details: [{ path: 'avatar' }] });
  });
});

describe('password reset', () => {
  /** The e-mail is made after the answer: wait for it before reading the outbox. */
  const requestReset = async (username: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/password/token',
      payload: { username },
    });
    await settledResetRequests(t.app.ctx);
    return res;
  };
  const reset = (token: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/users/password', payload: { token, password } });

  const tokenFromMail = async (email: string) => {
    const [mail] = await mailTo(email);
    const link = /https?:\/\/\S+\/reset-password\/\?\S+/.exec(mail!.text)![0];
    const url = new URL(link);
    expect(url.searchParams.get('username')).toBe(email);
    return url.searchParams.get('token')!;
  };

  it('answers 204 alike for a known and an unknown account', async () => {
    const user = await createUser(t.database.db);
    const known = await requestReset(user.email);
    const unknown = await requestReset(uniqueEmail('ghost'));
    expect(known.statusCode).toBe(204);
    expect(unknown.statusCode).toBe(204);
    expect(known.body).toBe(unknown.body);
  });

  it('e-mails a link whose token works once, ending every session', async () => {
    const { user, tokens: session } = await signedInUser(t);
    await requestReset(user.email);
    const token = await tokenFromMail(user.email);

    expect((await reset(token, 'my-new-reset-passphrase')).statusCode).toBe(204);
    expect((await signIn(t.app, user.email, 'my-new-reset-passphrase')).statusCode).toBe(200);
    expect((await refreshWith(t.app, session.refreshToken)).statusCode).toBe(400);

    const again = await reset(token, 'yet-another-passphrase');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      code: 'InvalidRequest',
      message: 'Invalid password reset token',
    });
  });

  it('refuses an expired token', async () => {
    const user = await createUser(t.database.db);
    await requestReset(user.email);
    const token = await tokenFromMail(user.email);
    await t.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, user.id));
    const res = await reset(token, 'my-new-reset-passphrase');
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe('Invalid password reset token');
  });

  it('refuses a common or short new password', async () => {
    expect((await reset('whatever', 'short')).statusCode).toBe(400);
    const common = await reset('whatever', 'iloveyou1');
    expect(common.json<{ message: string }>().message).toBe(
      'This password is too common. Choose one that is harder to guess.',
    );
  });
});
