/**
 * Reset links die (issue 10, item 3): a completed reset, a password change or a confirmed e-mail
 * change ends every other reset link of the user, so an older or intercepted link cannot be used
 * afterwards, and a link mailed to an address the account left stops working.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { User } from '@fairchance/shared';
import { outbox } from '../../src/db/schema.ts';
import { settledResetRequests } from '../../src/features/users/reset-requests.ts';
import { useTestApp } from '../helpers/app.ts';
import { bearer, signedInUser, signIn, tokensFor } from '../helpers/auth.ts';
import { createUser, TEST_PASSWORD, uniqueEmail } from '../helpers/factories.ts';

const t = useTestApp();

/** Asks for a reset link and answers its token, read from the e-mail. */
async function resetLinkFor(email: string): Promise<string> {
  const before = await templatesTo(email, 'passwordReset');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/users/password/token',
    payload: { username: email },
  });
  expect(res.statusCode).toBe(204);
  await settledResetRequests(t.app.ctx);
  const mails = await templatesTo(email, 'passwordReset');
  expect(mails.length).toBe(before.length + 1);
  const link = /https?:\/\/\S+\/reset-password\/\?\S+/.exec(mails.at(-1)!.text)![0];
  return new URL(link).searchParams.get('token')!;
}

const templatesTo = async (to: string, template: string) =>
  (
    await t.database.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(outbox.createdAt)
  ).filter((m) => m.template === template);

const reset = (token: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/users/password', payload: { token, password } });

describe('outstanding reset links', () => {
  it('die when a newer link completes a reset', async () => {
    const user = await createUser(t.database.db);
    const older = await resetLinkFor(user.email);
    const newer = await resetLinkFor(user.email);

    expect((await reset(newer, 'the-newer-link-passphrase')).statusCode).toBe(204);
    const stale = await reset(older, 'the-older-link-passphrase');
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toEqual({
      code: 'InvalidRequest',
      message: 'Invalid password reset token',
    });
    expect((await signIn(t.app, user.email, 'the-newer-link-passphrase')).statusCode).toBe(200);
  });

  it('die when the password is changed in the account settings', async () => {
    const user = await createUser(t.database.db);
    const link = await resetLinkFor(user.email);
    const tokens = await tokensFor(t.app, user.email);
    const change = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/user',
      headers: bearer(tokens),
      payload: { password: TEST_PASSWORD, newPassword: 'a-freshly-chosen-passphrase' },
    });
    expect(change.statusCode).toBe(200);

    expect((await reset(link, 'an-intercepted-passphrase')).statusCode).toBe(400);
    expect((await signIn(t.app, user.email, 'a-freshly-chosen-passphrase')).statusCode).toBe(200);
  });

  it('die when a change of e-mail is confirmed: a link mailed to the old address stops working', async () => {
    const user = await createUser(t.database.db);
    const linkToOldAddress = await resetLinkFor(user.email);
    const tokens = await tokensFor(t.app, user.email);
    const newEmail = uniqueEmail('moved');
    const change = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/user',
      headers: bearer(tokens),
      payload: { email: newEmail, password: TEST_PASSWORD },
    });
    expect(change.statusCode).toBe(200);
    const [confirmMail] = await templatesTo(newEmail, 'emailChangeConfirm');
    const link = /https?:\/\/\S+\/confirm-email\/\?\S+/.exec(confirmMail!.text)![0];
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/email-change/confirm',
      payload: { token: new URL(link).searchParams.get('token') },
    });
    expect(confirmed.statusCode).toBe(200);

    expect((await reset(linkToOldAddress, 'an-old-mailbox-passphrase')).statusCode).toBe(400);
    expect((await signIn(t.app, newEmail, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('a completed reset also ends an e-mail change waiting for its link', async () => {
    const { user, tokens } = await signedInUser(t);
    const intruder = uniqueEmail('intruder');
    await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/user',
      headers: bearer(tokens),
      payload: { email: intruder, password: TEST_PASSWORD },
    });
    const [confirmMail] = await templatesTo(intruder, 'emailChangeConfirm');
    const link = /https?:\/\/\S+\/confirm-email\/\?\S+/.exec(confirmMail!.text)![0];

    expect((await reset(await resetLinkFor(user.email), 'taking-it-back-now')).statusCode).toBe(
      204,
    );
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/email-change/confirm',
      payload: { token: new URL(link).searchParams.get('token') },
    });
    expect(confirmed.statusCode).toBe(400);
    const owner = await tokensFor(t.app, user.email).catch(() => undefined);
    expect(owner).toBeUndefined(); // the old password no longer signs in
    const fresh = await signIn(t.app, user.email, 'taking-it-back-now');
    expect(fresh.statusCode).toBe(200);
    const current = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user',
      headers: bearer(fresh.json()),
    });
    expect(current.json<User>()).toMatchObject({ email: user.email, pendingEmail: null });
  });
});
