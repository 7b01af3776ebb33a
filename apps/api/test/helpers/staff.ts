/**
 * Staff accounts for tests (decision 035): made as the shell makes them, the password chosen with
 * the mailed link, the authenticator app set up, and a sign-in that passed its second factor.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';
import type { SecondFactorEnabled, SecondFactorSetup, TokenResponse } from '@fairchance/shared';
import { outbox } from '../../src/db/schema.ts';
import { createStaffAccount } from '../../src/features/admin/service.ts';
import type { TestApp } from './app.ts';
import { bearer, tokensFor } from './auth.ts';
import { TEST_PASSWORD, uniqueEmail } from './factories.ts';

/** The code the authenticator app shows `offsetSeconds` from now. */
export const codeAt = (secret: string, offsetSeconds = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSeconds });

/** The link of the last e-mail of `template` sent to `to`. */
export async function mailedLink(t: TestApp, to: string, template: string): Promise<URL> {
  const [mail] = await t.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, to), eq(outbox.template, template)))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  const match = mail?.text.match(/https?:\/\/\S+/);
  if (!match) throw new Error(`no ${template} e-mail to ${to}`);
  return new URL(match[0]);
}

/** A staff account whose owner chose TEST_PASSWORD with the invitation's link. */
export async function createStaffWithPassword(t: TestApp, email = uniqueEmail('staff')) {
  const { userId } = await createStaffAccount(t.database.db, t.settings.publicUrl, { email });
  const link = await mailedLink(t, email, 'staffInvited');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/users/password',
    payload: { token: link.searchParams.get('token'), password: TEST_PASSWORD },
  });
  if (res.statusCode >= 300) throw new Error(`setting the password failed: ${res.body}`);
  return { userId, email };
}

export async function post<T>(
  app: FastifyInstance,
  url: string,
  tokens: TokenResponse,
  body?: object,
) {
  const res = await app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: bearer(tokens),
    ...(body ? { payload: body } : {}),
  });
  return { res, body: res.json<T>() };
}

/** A staff member with the second factor on, signed in past it. */
export async function signedInStaff(t: TestApp) {
  const account = await createStaffWithPassword(t);
  const passwordOnly = await tokensFor(t.app, account.email);
  const setup = await post<SecondFactorSetup>(t.app, '/v1/user/second-factor/setup', passwordOnly);
  const secret = setup.body.secret;
  const confirmed = await post<SecondFactorEnabled>(
    t.app,
    '/v1/user/second-factor/confirm',
    passwordOnly,
    { code: await codeAt(secret) },
  );
  if (confirmed.res.statusCode !== 200) throw new Error(`confirm failed: ${confirmed.res.body}`);
  return {
    ...account,
    secret,
    recoveryCodes: confirmed.body.recoveryCodes,
    tokens: confirmed.body.tokens,
  };
}
