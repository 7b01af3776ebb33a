/**
 * The client address that the per-address limits count: the socket's, unless the request came
 * through a proxy named in TRUST_PROXY. A rotated X-Forwarded-For header must not escape a limit.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { loadSettings } from '../../src/settings.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { uniqueEmail } from '../helpers/factories.ts';

const person = () => ({
  firstName: 'Rosa',
  lastName: 'Diaz',
  email: uniqueEmail('rosa'),
  password: 'a-long-unusual-passphrase',
  type: 'client',
});

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const signUp = (app: TestApp, remoteAddress: string, forwardedFor?: string) =>
  app.app.inject({
    method: 'POST',
    url: '/api/v1/users',
    payload: person(),
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default and reads a comma-separated list', () => {
    expect(loadSettings({}).trustProxy).toEqual([]);
    expect(loadSettings({ TRUST_PROXY: ' 10.0.0.0/8, loopback ' }).trustProxy).toEqual([
      '10.0.0.0/8',
      'loopback',
    ]);
  });

  it('by default ignores X-Forwarded-For: rotating it does not escape the sign-up limit', async () => {
    t = await createTestApp({ signupsPerAddressPerHour: 2 });
    const answers = [];
    for (let i = 0; i < 6; i++) {
      answers.push((await signUp(t, '203.0.113.7', `198.51.100.${i + 1}`)).statusCode);
    }
    expect(answers).toEqual([201, 201, 429, 429, 429, 429]);
  });

  it('by default ignores X-Forwarded-For for failed sign-ins too', async () => {
    t = await createTestApp({ loginFailuresPerAddress: 3 });
    const answers = [];
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/oauth/token',
        remoteAddress: '203.0.113.8',
        headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
        payload: {
          grantType: 'password',
          clientId: 'web',
          clientSecret: 'web',
          username: uniqueEmail('nobody'),
          password: 'wrong-password-guess',
        },
      });
      answers.push(res.statusCode);
    }
    expect(answers).toEqual([401, 401, 401, 429, 429]);
  });

  it('believes X-Forwarded-For from a named proxy, and only from it', async () => {
    t = await createTestApp({ signupsPerAddressPerHour: 1, trustProxy: ['10.1.1.1'] });
    // Through the proxy: each forwarded client has its own limit.
    expect((await signUp(t, '10.1.1.1', '198.51.100.1')).statusCode).toBe(201);
    expect((await signUp(t, '10.1.1.1', '198.51.100.2')).statusCode).toBe(201);
    expect((await signUp(t, '10.1.1.1', '198.51.100.1')).statusCode).toBe(429);
    // Anyone else claiming a forwarded address is counted by their own socket address.
    expect((await signUp(t, '203.0.113.9', '198.51.100.3')).statusCode).toBe(201);
    expect((await signUp(t, '203.0.113.9', '198.51.100.4')).statusCode).toBe(429);
  });
});
