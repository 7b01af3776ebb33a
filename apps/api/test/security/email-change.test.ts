/**
 * Changing the sign-in e-mail is a confirmed, password-protected act (issue 10, item 2): a stolen
 * access token cannot move the account to another mailbox, the new address counts only once the
 * link mailed to it is opened, the old address is told, and the confirmation ends every other
 * session. An organization owner's edit of a member's e-mail goes the same way. The "e-mail in
 * use" answer is throttled per user (item 8).
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CaseManager, TokenResponse, User } from '@fairchance/shared';
import { emailChangeTokens, outbox, rspAccounts, rsps } from '../../src/db/schema.ts';
import { useTestApp } from '../helpers/app.ts';
import { bearer, refreshWith, signedInUser, signIn, tokensFor } from '../helpers/auth.ts';
import { createUser, TEST_PASSWORD, uniqueEmail } from '../helpers/factories.ts';

const t = useTestApp();

const patchUser = (tokens: Pick<TokenResponse, 'accessToken'>, payload: object) =>
  t.app.inject({ method: 'PATCH', url: '/api/v1/user', headers: bearer(tokens), payload });
const me = async (tokens: Pick<TokenResponse, 'accessToken'>) =>
  (
    await t.app.inject({ method: 'GET', url: '/api/v1/user', headers: bearer(tokens) })
  ).json<User>();
const confirm = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/users/email-change/confirm',
    payload: { token },
  });

const mailsTo = (to: string) =>
  t.database.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(outbox.createdAt);

/** The token of the newest confirmation link mailed to `to`. */
async function linkTokenFor(to: string): Promise<string> {
  const mails = (await mailsTo(to)).filter((m) => m.template === 'emailChangeConfirm');
  const text = mails.at(-1)?.text ?? '';
  const link = /https?:\/\/\S+\/confirm-email\/\?\S+/.exec(text)?.[0];
  expect(link, `a confirmation link to ${to}`).toBeDefined();
  return new URL(link!).searchParams.get('token')!;
}

describe('changing the e-mail of one’s own account', () => {
  it('needs the current password: a stolen access token alone cannot change it', async () => {
    const { user, tokens: stolen } = await signedInUser(t);
    const attacker = uniqueEmail('attacker');

    const missing = await patchUser(stolen, { email: attacker });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: 'InvalidRequest',
      details: [{ path: 'password', message: 'This field is required.' }],
    });
    const wrong = await patchUser(stolen, { email: attacker, password: 'a-guessed-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      details: [{ path: 'password', message: 'The current password is not correct.' }],
    });

    expect((await me(stolen)).email).toBe(user.email);
    expect(await mailsTo(attacker)).toEqual([]);
    expect((await signIn(t.app, attacker)).statusCode).toBe(401);
  });

  it('takes effect only when the link mailed to the new address is opened; the old one is told', async () => {
    const { user, tokens } = await signedInUser(t);
    const newEmail = uniqueEmail('new');

    const res = await patchUser(tokens, { email: newEmail, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json<User>()).toMatchObject({ email: user.email, pendingEmail: newEmail });
    expect(await me(tokens)).toMatchObject({ email: user.email, pendingEmail: newEmail });

    // Not yet: the old address still signs in, the new one does not.
    expect((await signIn(t.app, newEmail)).statusCode).toBe(401);
    expect((await signIn(t.app, user.email)).statusCode).toBe(200);

    const toOld = await mailsTo(user.email);
    expect(toOld.map((m) => m.template)).toEqual(['emailChangeRequested']);
    expect(toOld[0]!.text).toContain(newEmail);
    expect(toOld[0]!.text).toContain('/forgot-password/');
    expect((await mailsTo(newEmail)).map((m) => m.template)).toEqual(['emailChangeConfirm']);
    // The link's secret is stored only as its hash.
    const token = await linkTokenFor(newEmail);
    const stored = await t.database.db
      .select()
      .from(emailChangeTokens)
      .where(eq(emailChangeTokens.userId, user.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).not.toBe(token);
  });

  it('the link confirms once: the new address signs in, the old one not, other sessions end', async () => {
    const { user, tokens: asking } = await signedInUser(t);
    const otherDevice = await tokensFor(t.app, user.email);
    const newEmail = uniqueEmail('moved');
    await patchUser(asking, { email: newEmail, password: TEST_PASSWORD });
    const token = await linkTokenFor(newEmail);

    const res = await confirm(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ email: newEmail });

    expect((await signIn(t.app, newEmail)).statusCode).toBe(200);
    expect((await signIn(t.app, user.email)).statusCode).toBe(401);
    // Every other session ends at once; the one that asked stays signed in.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/user', headers: bearer(otherDevice) }))
        .statusCode,
    ).toBe(401);
    expect((await refreshWith(t.app, otherDevice.refreshToken)).statusCode).toBe(400);
    expect(await me(asking)).toMatchObject({ email: newEmail, pendingEmail: null });
    expect((await refreshWith(t.app, asking.refreshToken)).statusCode).toBe(200);
    expect((await mailsTo(user.email)).map((m) => m.template)).toEqual([
      'emailChangeRequested',
      'emailChanged',
    ]);

    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      code: 'InvalidRequest',
      message: 'This link was already used, or a newer one replaced it.',
    });
  });

  it('refuses an expired link, a replaced link, a cancelled change and a made-up token', async () => {
    const { user, tokens } = await signedInUser(t);
    const first = uniqueEmail('first');
    await patchUser(tokens, { email: first, password: TEST_PASSWORD });
    const firstToken = await linkTokenFor(first);

    // A newer request replaces the earlier link.
    const second = uniqueEmail('second');
    await patchUser(tokens, { email: second, password: TEST_PASSWORD });
    expect((await me(tokens)).pendingEmail).toBe(second);
    expect((await confirm(firstToken)).json<{ message: string }>().message).toBe(
      'This link was already used, or a newer one replaced it.',
    );

    // Resending mails a new link; the one before stops working.
    const secondToken = await linkTokenFor(second);
    const resend = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/email-change/resend',
      headers: bearer(tokens),
    });
    expect(resend.statusCode).toBe(204);
    const resentToken = await linkTokenFor(second);
    expect(resentToken).not.toBe(secondToken);
    expect((await confirm(secondToken)).statusCode).toBe(400);

    // Expired.
    await t.database.db
      .update(emailChangeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailChangeTokens.userId, user.id));
    const expired = await confirm(resentToken);
    expect(expired.statusCode).toBe(400);
    expect(expired.json<{ message: string }>().message).toBe(
      'This link has expired. Ask for a new one in your account settings.',
    );
    expect((await me(tokens)).pendingEmail).toBeNull();

    // Cancelled.
    const third = uniqueEmail('third');
    await patchUser(tokens, { email: third, password: TEST_PASSWORD });
    const cancel = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/user/email-change',
      headers: bearer(tokens),
    });
    expect(cancel.statusCode).toBe(204);
    expect((await me(tokens)).pendingEmail).toBeNull();
    expect((await confirm(await linkTokenFor(third))).statusCode).toBe(400);

    const madeUp = await confirm('not-a-real-token');
    expect(madeUp.statusCode).toBe(400);
    expect(madeUp.json<{ message: string }>().message).toBe(
      'This link is not valid. Check that you copied all of it.',
    );
    expect((await me(tokens)).email).toBe(user.email);
    expect((await signIn(t.app, user.email)).statusCode).toBe(200);
  });

  it('checks again on confirmation that nobody took the address meanwhile (409)', async () => {
    const { user, tokens } = await signedInUser(t);
    const newEmail = uniqueEmail('contested');
    await patchUser(tokens, { email: newEmail, password: TEST_PASSWORD });
    const token = await linkTokenFor(newEmail);
    await createUser(t.database.db, { email: newEmail });

    const res = await confirm(token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'ResourceConflict', message: 'Email already in use' });
    expect((await me(tokens)).email).toBe(user.email);
  });

  it('changes only the letter case at once: the same mailbox', async () => {
    const { user, tokens } = await signedInUser(t, {
      email: uniqueEmail('Mixed').replace('m', 'M'),
    });
    const res = await patchUser(tokens, { email: user.email.toLowerCase() });
    expect(res.statusCode).toBe(200);
    expect(res.json<User>()).toMatchObject({ email: user.email.toLowerCase(), pendingEmail: null });
  });

  it('throttles the "e-mail in use" answer per user: 5 tries an hour, then 429', async () => {
    const { tokens } = await signedInUser(t);
    const taken = await Promise.all(
      Array.from({ length: 6 }, () => createUser(t.database.db).then((u) => u.email)),
    );
    const answers: number[] = [];
    for (const email of taken) {
      answers.push((await patchUser(tokens, { email, password: TEST_PASSWORD })).statusCode);
    }
    expect(answers).toEqual([409, 409, 409, 409, 409, 429]);
    const free = await patchUser(tokens, { email: uniqueEmail('free'), password: TEST_PASSWORD });
    expect(free.statusCode).toBe(429);
    expect(free.json()).toMatchObject({ code: 'RequestThrottled' });

    // Another user is not affected.
    const { tokens: otherTokens } = await signedInUser(t);
    expect(
      (await patchUser(otherTokens, { email: taken[0], password: TEST_PASSWORD })).statusCode,
    ).toBe(409);
  });
});

describe('an organization owner editing a member’s e-mail', () => {
  async function organization() {
    const [org] = await t.database.db
      .insert(rsps)
      .values({ name: `Org ${uniqueEmail('o')}`, description: 'Reentry support' })
      .returning();
    const owner = await createUser(t.database.db, {
      type: 'rsp',
      firstName: 'Olivia',
      lastName: 'Owner',
    });
    const member = await createUser(t.database.db, { type: 'rsp' });
    await t.database.db.insert(rspAccounts).values([
      { userId: owner.id, rspId: org!.id, role: 'owner', isProfileFilled: true },
      { userId: member.id, rspId: org!.id, role: 'member', isProfileFilled: true },
    ]);
    return { org: org!, owner, member, ownerAuth: bearer(await tokensFor(t.app, owner.email)) };
  }

  it('needs the member’s confirmation by the link, and tells the member at the old address', async () => {
    const { org, owner, member, ownerAuth } = await organization();
    const memberSession = await tokensFor(t.app, member.email);
    const other = await createUser(t.database.db);
    const taken = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/rsp/${org.id}/accounts/${member.id}`,
      headers: ownerAuth,
      payload: { email: other.email },
    });
    expect(taken.statusCode).toBe(409);
    const newEmail = uniqueEmail('member-new');

    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/rsp/${org.id}/accounts/${member.id}`,
      headers: ownerAuth,
      payload: { email: newEmail, firstName: 'Casey' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<CaseManager>()).toMatchObject({
      firstName: 'Casey',
      email: member.email,
      pendingEmail: newEmail,
    });
    // Nothing changed for signing in yet.
    expect((await signIn(t.app, newEmail)).statusCode).toBe(401);
    expect((await signIn(t.app, member.email)).statusCode).toBe(200);

    const toOld = await mailsTo(member.email);
    expect(toOld.map((m) => m.template)).toEqual(['emailChangeRequested']);
    expect(toOld[0]!.text).toContain('Olivia Owner');
    expect(toOld[0]!.text).toContain(newEmail);

    const confirmed = await confirm(await linkTokenFor(newEmail));
    expect(confirmed.statusCode).toBe(200);
    expect((await signIn(t.app, newEmail)).statusCode).toBe(200);
    expect((await signIn(t.app, member.email)).statusCode).toBe(401);
    // The member's own sessions end: the owner asked, not one of them.
    expect((await refreshWith(t.app, memberSession.refreshToken)).statusCode).toBe(400);
    // The owner's session is not the member's: it goes on.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/user', headers: ownerAuth })).statusCode,
    ).toBe(200);
    expect(owner.id).not.toBe(member.id);
  });

  it('cannot change the owner’s own sign-in e-mail without their password', async () => {
    const { org, owner, ownerAuth } = await organization();
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/rsp/${org.id}/accounts/${owner.id}`,
      headers: ownerAuth,
      payload: { email: uniqueEmail('owner-new') },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ details: [{ path: 'email' }] });
    const pending = await t.database.db
      .select()
      .from(emailChangeTokens)
      .where(and(eq(emailChangeTokens.userId, owner.id)));
    expect(pending).toEqual([]);
  });
});
