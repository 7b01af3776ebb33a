/**
 * Password hashing with argon2id. Each computation holds a CPU core for tens of milliseconds, so
 * they go through one limiter per process (`PASSWORD_HASH_CONCURRENCY` at once, a queue of
 * `PASSWORD_HASH_QUEUE`, then 503 with Retry-After): a storm of sign-ins cannot starve every
 * other request (docs/SECURITY.md). `buildApp` sets the limits from the settings.
 */
import os from 'node:os';
import { ConcurrencyLimiter, type ConcurrencyLimit } from './concurrency-limit.ts';
import { hashInThread, setPasswordThreads, verifyInThread } from './password-threads.ts';

/** argon2id with OWASP's recommended minimums; hashing runs on low-priority threads. */
const OWASP_HASH_OPTIONS = {
  algorithm: 2 /* Algorithm.Argon2id (a const enum) */ as const,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

/**
 * What a password hash costs: `owasp` always, except in the API's own tests, which sign up and
 * sign in thousands of times and choose `minimal`, the cheapest argon2id the library accepts
 * (8 KiB, one pass). The settings never read it from the environment (settings.ts), and a test
 * proves that a server built from them hashes with OWASP's parameters. A hash records its
 * parameters, so either checks against any stored hash.
 */
export type PasswordHashCost = 'owasp' | 'minimal';

const HASH_OPTIONS: Record<PasswordHashCost, typeof OWASP_HASH_OPTIONS> = {
  owasp: OWASP_HASH_OPTIONS,
  minimal: { ...OWASP_HASH_OPTIONS, memoryCost: 8, timeCost: 1 },
};

let cost: PasswordHashCost = 'owasp';

/** Process-wide, like the limiter: `buildApp` sets it from the settings. */
export function setPasswordHashCost(next: PasswordHashCost): void {
  cost = next;
}

export function passwordHashCost(): PasswordHashCost {
  return cost;
}

/** A queue of 32 hashes drains in well under a second, so a refused caller may retry soon. */
const RETRY_AFTER_SECONDS = 1;

let limiter = new ConcurrencyLimiter({
  concurrency: os.availableParallelism(),
  queue: 32,
  retryAfterSeconds: RETRY_AFTER_SECONDS,
});

/** One limiter per process: the cores it shares out are the process's, whatever app is built. */
export function limitPasswordHashing(
  limit: Omit<ConcurrencyLimit, 'retryAfterSeconds'> & { retryAfterSeconds?: number },
): void {
  limiter = new ConcurrencyLimiter({ retryAfterSeconds: RETRY_AFTER_SECONDS, ...limit });
  setPasswordThreads(Math.max(1, limit.concurrency));
}

/** The limiter itself, for callers that shed load before other work (and for tests). */
export function passwordHashing(): ConcurrencyLimiter {
  return limiter;
}

export function hashPassword(password: string): Promise<string> {
  const options = HASH_OPTIONS[cost];
  return limiter.run(() => hashInThread(password, options));
}

/**
 * A real argon2id hash of a random password, at the cost in force: checking it costs what
 * checking a real one does. Computed once per process (and cost), outside the limiter's
 * accounting of callers, and never cached as a failure (a refused first attempt would otherwise
 * refuse every later unknown user).
 */
const dummyHashes = new Map<PasswordHashCost, Promise<string>>();
function getDummyHash(): Promise<string> {
  const costNow = cost;
  let dummyHash = dummyHashes.get(costNow);
  if (!dummyHash) {
    dummyHash = hashInThread(`no-such-user-${Math.random()}`, HASH_OPTIONS[costNow]).catch(
      (error: unknown) => {
        dummyHashes.delete(costNow);
        throw error;
      },
    );
    dummyHashes.set(costNow, dummyHash);
  }
  return dummyHash;
}

/**
 * Checks a password against its hash; with no hash (an unknown user) it checks a dummy hash
 * instead and answers false, so neither the answer nor its timing tells whether the user exists.
 */
export function verifyPassword(
  passwordHash: string | undefined,
  password: string,
): Promise<boolean> {
  return limiter.run(async () => {
    const valid = await verifyInThread(passwordHash ?? (await getDummyHash()), password);
    return valid && passwordHash !== undefined;
  });
}
