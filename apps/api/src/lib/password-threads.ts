/**
 * Where argon2 runs: a pool of worker threads at a lower CPU priority (nice +10). On a machine
 * with few cores, hashing at full speed would otherwise take the CPU from the event loop, and
 * every other request would wait behind a storm of sign-ins (docs/SECURITY.md). With the
 * priority lowered, the kernel runs the event loop first and gives hashing all the time that is
 * left, so hashing still uses idle cores fully. libuv's shared thread pool (where
 * `@node-rs/argon2`'s async calls run) cannot be given a priority, and file I/O needs it too.
 */
import os from 'node:os';
import Piscina from 'piscina';
import type { Options } from '@node-rs/argon2';

const WORKER = new URL('./password-worker.mjs', import.meta.url).href;
/** nice(2) increment of the threads: the event loop gets about 90% of a core they compete for. */
const NICE_INCREMENT = 10;

let threads = os.availableParallelism();
let pool: Piscina | undefined;

/** As many threads as computations may run at once (the limiter in passwords.ts admits them). */
export function setPasswordThreads(count: number): void {
  if (count === threads) return;
  threads = count;
  const old = pool;
  pool = undefined;
  void old?.close();
}

function getPool(): Piscina {
  pool ??= new Piscina({
    filename: WORKER,
    minThreads: threads,
    maxThreads: threads,
    idleTimeout: 60_000,
    niceIncrement: NICE_INCREMENT,
  });
  return pool;
}

export function hashInThread(password: string, options: Options): Promise<string> {
  return getPool().run({ password, options }, { name: 'hash' }) as Promise<string>;
}

export function verifyInThread(passwordHash: string, password: string): Promise<boolean> {
  return getPool().run({ passwordHash, password }, { name: 'verify' }) as Promise<boolean>;
}
