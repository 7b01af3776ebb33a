/**
 * Failed sign-ins are throttled per (account, address) pair, with a ceiling per account from any
 * address and a limit per address, and the slot is taken before the password is checked: a
 * stranger cannot lock the owner out from elsewhere, and concurrent guesses check no more
 * passwords than the limit.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type * as PasswordThreads from '../../src/lib/password-threads.ts';
import { useTestApp } from '../helpers/app.ts';
import { createUser, TEST_PASSWORD, uniqueEmail } from '../helpers/factories.ts';

// Counts the password checks argon2 really performs.
const argon2 = vi.hoisted(() => ({ verifications: 0 }));
vi.mock('../../src/lib/password-threads.ts', async (importOriginal) => {
  const real = await importOriginal<typeof PasswordThreads>();
  return {
    ...real,
    verifyInThread: (...args: Parameters<typeof real.verifyInThread>) => {
      argon2.verifications += 1;
      return real.verifyInThread(...args);
    },
  };
});

const t = useTestApp({
  loginFailuresPerAccountAddress: 10,
  loginFailuresPerAccount: 25,
  loginFailuresPerAddress: 30,
  // Room for every check these tests let through: none is refused for load here.
  passwordHashConcurrency: 2,
  passwordHashQueue: 64,
});

const signInFrom = (remoteAddress: string, username: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/oauth/token',
    remoteAddress,
    payload: { grantType: 'password', username, password, clientId: 'web', clientSecret: 'web' },
  });

const statuses = (responses: { statusCode: number }[]) =>
  responses.reduce<Record<number, number>>((counts, { statusCode }) => {
    counts[statusCode] = (counts[statusCode] ?? 0) + 1;
    return counts;
  }, {});

async function failTimes(n: number, remoteAddress: string, username: string) {
  for (let i = 0; i < n; i += 1) {
    const res = await signInFrom(remoteAddress, username, 'a-wrong-guess');
    expect(res.statusCode, `guess ${i + 1} from ${remoteAddress}`).toBe(401);
  }
}

describe('sign-in throttling', () => {
  it('checks exactly the limit of passwords when 60 wrong guesses arrive at once', async () => {
    const user = await createUser(t.database.db);
    const before = argon2.verifications;
    const responses = await Promise.all(
      Array.from({ length: 60 }, () => signInFrom('10.0.1.1', user.email, 'a-wrong-guess')),
    );
    expect(argon2.verifications - before).toBe(10);
    expect(statuses(responses)).toEqual({ 401: 10, 429: 50 });
    expect(responses.find((r) => r.statusCode === 429)?.json()).toEqual({
      code: 'RequestThrottled',
      message: 'Too many requests. Please try again in a few minutes.',
    });
  });

  it('checks exactly the per-address limit when one address sprays 60 accounts at once', async () => {
    const before = argon2.verifications;
    const responses = await Promise.all(
      Array.from({ length: 60 }, () => signInFrom('10.0.2.1', uniqueEmail(), 'a-wrong-guess')),
    );
    expect(argon2.verifications - before).toBe(30);
    expect(statuses(responses)).toEqual({ 401: 30, 429: 30 });
  });

  it("lets the owner in from another address after a stranger's 10 failures", async () => {
    const user = await createUser(t.database.db);
    await failTimes(10, '10.0.3.1', user.email);
    // The stranger's address is stopped, even with the right password.
    expect((await signInFrom('10.0.3.1', user.email, TEST_PASSWORD)).statusCode).toBe(429);

    const owner = await signInFrom('10.0.3.2', user.email, TEST_PASSWORD);
    expect(owner.statusCode).toBe(200);
    // The owner's success clears the owner's own failures, not the stranger's pair.
    expect((await signInFrom('10.0.3.1', user.email, 'another-guess')).statusCode).toBe(429);
    await failTimes(9, '10.0.3.2', user.email);
    expect((await signInFrom('10.0.3.2', user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('stops an account after the ceiling of failures spread over many addresses, for a day', async () => {
    const user = await createUser(t.database.db);
    for (const address of ['10.0.4.1', '10.0.4.2']) {
      await failTimes(10, address, user.email);
      expect((await signInFrom(address, user.email, 'a-wrong-guess')).statusCode).toBe(429);
    }
    await failTimes(5, '10.0.4.3', user.email);
    // 25 failures: the ceiling. No address gets another check, not even the owner's right one.
    expect((await signInFrom('10.0.4.3', user.email, 'a-wrong-guess')).statusCode).toBe(429);
    expect((await signInFrom('10.0.4.4', user.email, TEST_PASSWORD)).statusCode).toBe(429);

    // An hour later the 15-minute pair limits have passed; the ceiling of consecutive failures has not.
    await t.database.db.execute(
      sql`update rate_limit_hits set created_at = created_at - interval '1 hour'
          where key like ${`${user.email}%`}`,
    );
    expect((await signInFrom('10.0.4.1', user.email, 'a-wrong-guess')).statusCode).toBe(429);
    expect((await signInFrom('10.0.4.4', user.email, TEST_PASSWORD)).statusCode).toBe(429);

    // A day later it has.
    await t.database.db.execute(
      sql`update rate_limit_hits set created_at = created_at - interval '1 day'
          where key like ${`${user.email}%`}`,
    );
    expect((await signInFrom('10.0.4.4', user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('an unknown account is throttled exactly like a known one', async () => {
    const user = await createUser(t.database.db);
    const unknown = uniqueEmail();
    const tryBoth = () =>
      Promise.all([
        signInFrom('10.0.5.1', user.email, 'a-wrong-guess'),
        signInFrom('10.0.5.1', unknown, 'a-wrong-guess'),
      ]);
    for (let i = 0; i < 10; i += 1) {
      const [known, none] = await tryBoth();
      expect([known.statusCode, none.statusCode]).toEqual([401, 401]);
      expect(known.json()).toEqual(none.json());
    }
    const [known, none] = await tryBoth();
    expect([known.statusCode, none.statusCode]).toEqual([429, 429]);
  });
});
