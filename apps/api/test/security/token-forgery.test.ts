/**
 * Forged access tokens are refused: every way of making a token without the server's secret, or
 * of stretching one the server made, answers 401 on a protected call.
 */
import { createHmac } from 'node:crypto';
import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TokenResponse } from '@fairchance/shared';
import { TOKEN_AUDIENCE } from '../../src/features/auth/tokens.ts';
import { useTestApp } from '../helpers/app.ts';
import { tokensFor } from '../helpers/auth.ts';
import { createUser } from '../helpers/factories.ts';

const t = useTestApp();
let genuine: TokenResponse;
let claims: { sub: string; scope: string; sid: string; iat: number; exp: number; iss: string };
beforeAll(async () => {
  const user = await createUser(t.database.db, { type: 'client' });
  genuine = await tokensFor(t.app, user.email);
  claims = JSON.parse(
    Buffer.from(genuine.accessToken.split('.')[1]!, 'base64url').toString(),
  ) as typeof claims;
});

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const hs256 = (secret: string, header: object, payload: object) => {
  const body = `${b64(header)}.${b64(payload)}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
};
const signWith = (secret: string, payload: object, alg = 'HS256') =>
  new SignJWT({ ...payload })
    .setProtectedHeader({ alg, typ: 'JWT' })
    .sign(new TextEncoder().encode(secret));

const call = (token: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/v1/user',
    headers: { authorization: `Bearer ${token}` },
  });

describe('access tokens', () => {
  it('the genuine token works (the baseline the forgeries are measured against)', async () => {
    expect((await call(genuine.accessToken)).statusCode).toBe(200);
  });

  const secret = () => t.settings.authSecret!;
  const now = () => Math.floor(Date.now() / 1000);
  const forgeries: [string, () => Promise<string> | string][] = [
    ['alg none, no signature', () => `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`],
    [
      'alg none with the genuine signature',
      () => `${b64({ alg: 'none' })}.${b64(claims)}.${genuine.accessToken.split('.')[2]}`,
    ],
    ['signed with another secret', () => signWith('another-secret-that-is-long-enough-xx', claims)],
    ['signed with an empty secret', () => hs256('', { alg: 'HS256', typ: 'JWT' }, claims)],
    ['HS512 with the real secret', () => signWith(secret(), claims, 'HS512')],
    [
      'scope raised in the payload, old signature kept',
      () => {
        const [h, , s] = genuine.accessToken.split('.');
        return `${h}.${b64({ ...claims, scope: 'employer rsp rsp:owner' })}.${s}`;
      },
    ],
    [
      'subject changed, old signature kept',
      () => {
        const [h, , s] = genuine.accessToken.split('.');
        return `${h}.${b64({ ...claims, sub: '00000000-0000-7000-8000-000000000000' })}.${s}`;
      },
    ],
    ['expired', () => signWith(secret(), { ...claims, iat: now() - 3600, exp: now() - 60 })],
    ['another issuer', () => signWith(secret(), { ...claims, iss: 'https://evil.example' })],
    ['no audience', () => signWith(secret(), { ...claims, aud: undefined })],
    ['another audience', () => signWith(secret(), { ...claims, aud: 'someone-else' })],
    [
      'an unknown session (sid)',
      () =>
        signWith(secret(), {
          ...claims,
          aud: TOKEN_AUDIENCE,
          sid: '00000000-0000-7000-8000-000000000000',
        }),
    ],
    ['no sid', () => signWith(secret(), { ...claims, aud: TOKEN_AUDIENCE, sid: undefined })],
    ['garbage', () => 'not.a.token'],
    ['a refresh token used as an access token', () => genuine.refreshToken],
  ];

  for (const [name, make] of forgeries) {
    it(`refuses a token: ${name}`, async () => {
      const res = await call(await make());
      expect(res.statusCode).toBe(401);
      expect(res.json<{ code: string }>().code).toBe('Unauthorized');
    });
  }

  it('refuses another scheme than Bearer', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user',
      headers: { authorization: `Basic ${genuine.accessToken}` },
    });
    expect(res.statusCode).toBe(401);
  });
});
