/**
 * Times password-reset requests for addresses that have an account and addresses that do not
 * (issue 10, item 8): N of each, alternating, over HTTP to a server on an in-memory PGlite in a
 * child process (as a remote client sees it), each address asked once (so no request meets the
 * hourly limit). Prints the median and p90 of each, and how often a single request's time guesses
 * right which kind it was (50% is chance).
 *
 * The optional gap (ms) pauses between requests, so that one request's after-work (the known
 * address's token and e-mail) is done before the next is timed.
 *
 *   node --import tsx apps/api/scripts/reset-request-timing.ts [N=200] [GAP_MS=0]
 */
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/db/client.ts';
import { users } from '../src/db/schema.ts';
import { settledResetRequests } from '../src/features/users/reset-requests.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { loadSettings } from '../src/settings.ts';

const n = Number(process.argv[2] ?? 200);
const gapMs = Number(process.argv[3] ?? 0);
const known = Array.from({ length: n }, (_, i) => `known-${i}@timing.example`);
const unknown = Array.from({ length: n }, (_, i) => `nobody-${i}@timing.example`);

/** The server side: the app with `known` signed up; sends its address to the parent. */
async function serve(): Promise<void> {
  const database = await openDatabase({});
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fc-reset-timing-'));
  const app = await buildApp({
    settings: {
      ...loadSettings({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
      dataDir,
      authSecret: 'timing-secret-that-is-long-enough-for-hs256',
      demoData: false,
      webDist: undefined,
    },
    database,
  });
  const passwordHash = await hashPassword('timing-password-not-used');
  await database.db.insert(users).values(
    known.map((email) => ({
      email,
      passwordHash,
      firstName: 'T',
      lastName: 'T',
      type: 'client',
    })),
  );
  process.send!(await app.listen({ port: 0, host: '127.0.0.1' }));
  process.once('disconnect', () => {
    void settledResetRequests(app.ctx)
      .then(() => app.close())
      .then(() => database.close())
      .then(() => rm(dataDir, { recursive: true, force: true }));
  });
}

if (process.argv[4] === '--serve') {
  await serve();
} else {
  const server = fork(process.argv[1]!, [String(n), String(gapMs), '--serve'], {
    execArgv: ['--import', 'tsx'],
  });
  const [base] = (await once(server, 'message')) as [string];
  await measure(base);
  server.disconnect();
}

async function measure(base: string): Promise<void> {
  async function time(username: string): Promise<number> {
    const start = performance.now();
    const res = await fetch(`${base}/api/v1/users/password/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username }),
    });
    await res.arrayBuffer();
    if (res.status !== 204) throw new Error(`unexpected ${res.status}`);
    const ms = performance.now() - start;
    if (gapMs) await new Promise((resolve) => setTimeout(resolve, gapMs));
    return ms;
  }

  // Warm up code paths and the database's caches, with addresses not measured.
  for (let i = 0; i < 20; i++) await time(`warmup-${i}@timing.example`);

  const knownMs: number[] = [];
  const unknownMs: number[] = [];
  for (let i = 0; i < n; i++) {
    knownMs.push(await time(known[i]!));
    unknownMs.push(await time(unknown[i]!));
  }

  const sorted = (list: number[]) => [...list].sort((a, b) => a - b);
  const quantile = (list: number[], q: number) => sorted(list)[Math.floor(q * (list.length - 1))]!;
  // The best single-request guess: "known" when slower than a threshold; take the best threshold.
  const all = sorted([...knownMs, ...unknownMs]);
  let best = 0;
  for (const threshold of all) {
    const right =
      knownMs.filter((ms) => ms > threshold).length +
      unknownMs.filter((ms) => ms <= threshold).length;
    best = Math.max(best, right, 2 * n - right);
  }
  const fmt = (ms: number) => `${ms.toFixed(2)} ms`;
  console.log(`reset requests, ${n} each, alternating, ${gapMs} ms apart, over HTTP on PGlite`);
  console.log(`known:   median ${fmt(quantile(knownMs, 0.5))}, p90 ${fmt(quantile(knownMs, 0.9))}`);
  console.log(
    `unknown: median ${fmt(quantile(unknownMs, 0.5))}, p90 ${fmt(quantile(unknownMs, 0.9))}`,
  );
  console.log(
    `best single-request guess right: ${((100 * best) / (2 * n)).toFixed(0)}% (50% is chance)`,
  );
}
