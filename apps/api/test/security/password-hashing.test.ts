/**
 * Password hashing cannot starve the server: at most PASSWORD_HASH_CONCURRENCY argon2
 * computations run at once, PASSWORD_HASH_QUEUE more wait, and past that a call needing one
 * answers 503 with Retry-After at once, without costing the caller a sign-in attempt. And a server
 * hashes with OWASP's argon2id parameters, whatever the cheaper cost the other tests use.
 */
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rateLimitHits, users } from '../../src/db/schema.ts';
import { passwordHashing } from '../../src/lib/passwords.ts';
import { loadSettings } from '../../src/settings.ts';
import { createTestApp, useTestApp } from '../helpers/app.ts';
import { signIn } from '../helpers/auth.ts';
import { createUser, TEST_PASSWORD, uniqueEmail } from '../helpers/factories.ts';

const t = useTestApp({
  passwordHashConcurrency: 1,
  passwordHashQueue: 1,
  loginFailuresPerAccountAddress: 2,
});

/** Occupies every place of the hashing limiter (running and queued) until `release()`. */
function occupyHashing(places: number) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const held = Array.from({ length: places }, () => passwordHashing().run(() => gate));
  return {
    release: async () => {
      release();
      await Promise.all(held);
    },
  };
}

const BUSY = {
  code: 'ServiceUnavailable',
  message: 'We are busy right now. Please try again in a moment.',
};

describe('password hashing under load', () => {
  it('answers 503 with Retry-After to sign-in and sign-up while the queue is full', async () => {
    const user = await createUser(t.database.db);
    const busy = occupyHashing(2);
    try {
      for (const username of [user.email, uniqueEmail()]) {
        const res = await signIn(t.app, username);
        expect(res.statusCode).toBe(503);
        expect(res.headers['retry-after']).toBe('1');
        expect(res.json()).toEqual(BUSY);
      }
      const signUp = await t.app.inject({
        method: 'POST',
        url: '/api/v1/users',
        payload: {
          firstName: 'Rosa',
          lastName: 'Diaz',
          email: uniqueEmail('rosa'),
          password: 'a-long-unusual-passphrase',
          type: 'client',
        },
      });
      expect(signUp.statusCode).toBe(503);
      expect(signUp.headers['retry-after']).toBe('1');
      expect(signUp.json()).toEqual(BUSY);
    } finally {
      await busy.release();
    }
    // Refused attempts were never checked, so they cost no slot: the limit of 2 is untouched.
    expect((await signIn(t.app, user.email)).statusCode).toBe(200);
  });

  it('gives back the sign-in slot of an attempt refused after taking it', async () => {
    const user = await createUser(t.database.db);
    const busy = occupyHashing(1); // the one running place; the queue of one is free
    const attempts = [signIn(t.app, user.email, 'wrong-1'), signIn(t.app, user.email, 'wrong-2')];
    // One attempt waits in the queue; the other is refused, before or after taking its slot.
    const refused = await Promise.race(attempts);
    expect(refused.statusCode).toBe(503);
    const [hits] = await t.database.db
      .select({ n: count() })
      .from(rateLimitHits)
      .where(
        and(eq(rateLimitHits.bucket, 'login-failure:account'), eq(rateLimitHits.key, user.email)),
      );
    expect(hits?.n).toBe(1);
    await busy.release();
    expect((await Promise.all(attempts)).map((r) => r.statusCode).sort()).toEqual([401, 503]);
    // One failure counted of a limit of 2: the owner still gets in.
    expect((await signIn(t.app, user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('still checks unknown users (at the cost of a real hash) once the queue drains', async () => {
    const busy = occupyHashing(2);
    const unknown = uniqueEmail();
    expect((await signIn(t.app, unknown)).statusCode).toBe(503);
    await busy.release();
    const res = await signIn(t.app, unknown);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      code: 'InvalidCredentials',
      message: 'Invalid username/password',
    });
  });
});

describe('the cost of a password hash', () => {
  it("is OWASP's argon2id (19 MiB, two passes) on a server built from the settings", async () => {
    const { passwordHashCost } = loadSettings({
      NODE_ENV: 'production',
      PASSWORD_HASH_COST: 'minimal', // not a setting: the environment cannot lower it
    });
    expect(passwordHashCost).toBe('owasp');
    const server = await createTestApp({ passwordHashCost });
    try {
      const email = uniqueEmail('cost');
      const signUp = await server.app.inject({
        method: 'POST',
        url: '/api/v1/users',
        payload: {
          firstName: 'Rosa',
          lastName: 'Diaz',
          email,
          password: TEST_PASSWORD,
          type: 'client',
        },
      });
      expect(signUp.statusCode).toBe(201);
      const [stored] = await server.database.db
        .select({ hash: users.passwordHash })
        .from(users)
        .where(eq(users.email, email));
      expect(stored?.hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect((await signIn(server.app, email)).statusCode).toBe(200);
    } finally {
      await server.close();
    }
  });
});
