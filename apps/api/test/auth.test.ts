import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TokenResponse } from '@fairchance/shared';
import { refreshTokens } from '../src/db/schema.ts';
import { createTestApp, type TestApp, useTestApp } from './helpers/app.ts';
import { bearer, refreshWith, signedInUser, signIn, tokensFor } from './helpers/auth.ts';
import { createUser, TEST_PASSWORD, uniqueEmail } from './helpers/factories.ts';

// Production's argon2id cost: the timing test below compares two paths that each run one check.
const t = useTestApp({
  loginFailuresPerAccount: 3,
  refreshReuseGraceSeconds: 30,
  passwordHashCost: 'owasp',
});

const claims = (tokens: Pick<TokenResponse, 'accessToken'>) =>
  t.app.inject({ method: 'GET', url: '/api/v1/oauth/token', headers: bearer(tokens) });

describe('password grant', () => {
  it('signs in with e-mail (any case) and password, answering both tokens', async () => {
    const user = await createUser(t.database.db, { type: 'employer' });
    const res = await signIn(t.app, user.email.toUpperCase());
    expect(res.statusCode).toBe(200);
    const body = res.json<TokenResponse>();
    expect(body).toMatchObject({ tokenType: 'Bearer', expiresIn: 900 });
    expect(res.headers['cache-control']).toBe('no-store');

    const me = await claims(body);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ sub: user.id, scope: 'employer' });
  });

  it('gives a service provider its role as a scope', async () => {
    const owner = await createUser(t.database.db, { type: 'rsp', rspRole: 'owner' });
    const me = await claims(await tokensFor(t.app, owner.email));
    expect(me.json<{ scope: string }>().scope).toBe('rsp rsp:owner');
  });

  it('answers a wrong password and an unknown user alike, in similar time', async () => {
    // One account per sample: repeated failures on one account would be throttled.
    const accounts = await Promise.all(Array.from({ length: 5 }, () => createUser(t.database.db)));
    const time = async (username: string) => {
      const started = performance.now();
      const res = await signIn(t.app, username, 'not-the-password');
      return { ms: performance.now() - started, status: res.statusCode, body: res.json<unknown>() };
    };
    // Interleaved samples, so a busy machine slows both paths alike.
    const wrong: Awaited<ReturnType<typeof time>>[] = [];
    const unknown: Awaited<ReturnType<typeof time>>[] = [];
    for (const account of accounts) {
      wrong.push(await time(account.email));
      unknown.push(await time(uniqueEmail()));
    }
    for (const r of [...wrong, ...unknown]) {
      expect(r.status).toBe(401);
      expect(r.body).toEqual({ code: 'InvalidCredentials', message: 'Invalid username/password' });
    }
    // Both paths run one argon2id verification: neither is several times faster than the other.
    const fastest = (rs: { ms: number }[]) => Math.min(...rs.map((r) => r.ms));
    const ratio = fastest(unknown) / fastest(wrong);
    expect(ratio).toBeGreaterThan(0.25);
    expect(ratio).toBeLessThan(4);
  });

  it('throttles an account after repeated failures, even with the right password', async () => {
    const user = await createUser(t.database.db);
    for (let i = 0; i < 3; i += 1)
      expect((await signIn(t.app, user.email, 'wrong-password')).statusCode).toBe(401);
    const res = await signIn(t.app, user.email, TEST_PASSWORD);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      code: 'RequestThrottled',
      message: 'Too many requests. Please try again in a few minutes.',
    });
  });

  it('refuses an unknown client and a malformed body', async () => {
    const user = await createUser(t.database.db);
    const wrongClient = await t.app.inject({
      method: 'POST',
      url: '/api/v1/oauth/token',
      payload: {
        grantType: 'password',
        username: user.email,
        password: TEST_PASSWORD,
        clientId: 'web',
        clientSecret: 'nope',
      },
    });
    expect(wrongClient.statusCode).toBe(401);
    expect(wrongClient.json<{ code: string }>().code).toBe('Unauthorized');

    const badGrant = await t.app.inject({
      method: 'POST',
      url: '/api/v1/oauth/token',
      payload: { grantType: 'authorization_code', clientId: 'web', clientSecret: 'web' },
    });
    expect(badGrant.statusCode).toBe(400);
    expect(badGrant.json<{ code: string }>().code).toBe('InvalidRequest');
  });
});

describe('refresh_token grant', () => {
  it('rotates: the successor works and keeps the sign-in', async () => {
    const { user, tokens: first } = await signedInUser(t);
    const res = await refreshWith(t.app, first.refreshToken);
    expect(res.statusCode).toBe(200);
    const second = res.json<TokenResponse>();
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect((await claims(second)).json()).toMatchObject({ sub: user.id });
    expect((await refreshWith(t.app, second.refreshToken)).statusCode).toBe(200);
  });

  it('answers 20 concurrent refreshes with one token with one and the same successor', async () => {
    const { user, tokens: first } = await signedInUser(t);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => refreshWith(t.app, first.refreshToken)),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const successors = new Set(results.map((r) => r.json<TokenResponse>().refreshToken));
    expect(successors.size).toBe(1);
    const rows = await t.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, user.id));
    expect(rows).toHaveLength(2);
    expect((await refreshWith(t.app, [...successors][0]!)).statusCode).toBe(200);
  });

  it('refuses an unknown refresh token with 400 InvalidRequest', async () => {
    const res = await refreshWith(t.app, 'not-a-real-token');
    expect(res.statusCode).toBe(400);
    expect(res.json<{ code: string }>().code).toBe('InvalidRequest');
  });

  it('refuses an expired refresh token (absolute lifetime)', async () => {
    const { user, tokens: first } = await signedInUser(t);
    await t.database.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.userId, user.id));
    expect((await refreshWith(t.app, first.refreshToken)).statusCode).toBe(400);
  });
});

describe('reuse of a rotated refresh token', () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await createTestApp({ refreshReuseGraceSeconds: 0 });
  });
  afterAll(async () => {
    await strict.close();
  });

  it('revokes the whole family: the newer token and its access tokens stop working', async () => {
    const user = await createUser(strict.database.db);
    const first = await tokensFor(strict.app, user.email);
    const second = (await refreshWith(strict.app, first.refreshToken)).json<TokenResponse>();
    await new Promise((resolve) => setTimeout(resolve, 5));

    const reuse = await refreshWith(strict.app, first.refreshToken);
    expect(reuse.statusCode).toBe(400);
    expect((await refreshWith(strict.app, second.refreshToken)).statusCode).toBe(400);
    const me = await strict.app.inject({
      method: 'GET',
      url: '/api/v1/oauth/token',
      headers: bearer(second),
    });
    expect(me.statusCode).toBe(401);
  });
});

describe('session check and sign-out', () => {
  it('GET answers 401 without a token or with a forged one', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/oauth/token' })).statusCode).toBe(
      401,
    );
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/v1/oauth/token',
      headers: { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.' },
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json<{ code: string }>().code).toBe('Unauthorized');
  });

  it('DELETE ends the session: its access and refresh tokens stop working', async () => {
    const { user, tokens } = await signedInUser(t);
    const other = await tokensFor(t.app, user.email); // another device stays signed in
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/oauth/token',
      headers: bearer(tokens),
      payload: { refreshToken: tokens.refreshToken },
    });
    expect(res.statusCode).toBe(204);
    expect((await claims(tokens)).statusCode).toBe(401);
    expect((await refreshWith(t.app, tokens.refreshToken)).statusCode).toBe(400);
    expect((await claims(other)).statusCode).toBe(200);
  });

  it('DELETE with nothing to end still answers 204', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/v1/oauth/token' });
    expect(res.statusCode).toBe(204);
  });
});

describe('access token lifetime', () => {
  it('an expired access token answers 401 and refresh gives a working one', async () => {
    const short = await createTestApp({ accessTokenSeconds: 1 });
    // The clock stands still but for the jump below: a one-second token issued late in a second
    // would otherwise expire before the next request on a busy machine.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const user = await createUser(short.database.db);
      const tokens = await tokensFor(short.app, user.email);
      vi.setSystemTime(Date.now() + 2100);
      const expired = await short.app.inject({
        method: 'GET',
        url: '/api/v1/oauth/token',
        headers: bearer(tokens),
      });
      expect(expired.statusCode).toBe(401);
      expect(expired.json<{ message: string }>().message).toBe('The access token has expired.');
      const renewed = (await refreshWith(short.app, tokens.refreshToken)).json<TokenResponse>();
      const ok = await short.app.inject({
        method: 'GET',
        url: '/api/v1/oauth/token',
        headers: bearer(renewed),
      });
      expect(ok.statusCode).toBe(200);
    } finally {
      vi.useRealTimers();
      await short.close();
    }
  });
});
