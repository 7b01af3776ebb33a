#!/usr/bin/env node
/**
 * Does a storm of sign-ins starve everyone else? Starts the API as production does (no build:
 * `node apps/api/src/main.ts`, a temporary DATA_DIR, no demo data, a free port;
 * PGlite unless DATABASE_URL is set), signs up one user, then alternates rounds of:
 *
 *   quiet  an authenticated GET /api/v1/user at a modest rate, nothing else running
 *   storm  the same GET while 40 connections send wrong passwords to POST /api/v1/oauth/token
 *
 * and prints p50 and p99 of the GET per round, pooled over all rounds, and the ratio of the pooled
 * p99s: pass within 3× (the goal is 2×). The storm is a spray from many addresses (X-Forwarded-For,
 * trusted from loopback for the run) at many accounts, and the sign-in limits are raised, so that
 * every storm request keeps costing a password check.
 *
 *   npm run bench:login-storm [-- --rounds 3 --seconds 6 --rate 50 --storm 40]
 *
 * Other environment variables (PASSWORD_HASH_CONCURRENCY, UV_THREADPOOL_SIZE, ...) reach the server.
 */
import { fork, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { freePort } from './lib/built-app.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const PASSWORD = 'a-long-unusual-passphrase';
const WRONG_PASSWORD = 'not-the-right-passphrase';
const GOAL = 2;
const LIMIT = 3;

// ---- the storm, run in a child process so that its client work does not skew the measurement ----

if (process.argv[2] === '--storm-child') {
  const [, , , url, email, connections] = process.argv;
  const statuses = {};
  let n = 0;
  const instance = autocannon({
    url: `${url}/api/v1/oauth/token`,
    connections: Number(connections),
    duration: 3600,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    requests: [
      {
        // A spray, as from a botnet: every guess from its own address (the server trusts
        // X-Forwarded-For from loopback for this run) at the user or at an unknown account, so
        // the storm's rate-limit rows stay as few per key as a real one's.
        setupRequest(request) {
          n += 1;
          request.headers = {
            ...request.headers,
            'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
          };
          request.body = JSON.stringify({
            grantType: 'password',
            username: n % 2 === 0 ? email : `nobody-${n}@bench.example`,
            password: WRONG_PASSWORD,
            clientId: 'web',
            clientSecret: 'web',
          });
          return request;
        },
      },
    ],
  });
  instance.on('response', (_client, statusCode) => {
    statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
  });
  process.on('message', (message) => {
    if (message !== 'stop') return;
    instance.stop();
    process.send({ statuses }, () => process.exit(0));
  });
  process.send?.('started');
} else {
  await main();
}

// ---- the measurement ----

async function main() {
  const { values: options } = parseArgs({
    options: {
      rounds: { type: 'string', default: '3' },
      seconds: { type: 'string', default: '6' },
      rate: { type: 'string', default: '50' },
      storm: { type: 'string', default: '40' },
    },
  });
  const rounds = Number(options.rounds);
  const seconds = Number(options.seconds);
  const rate = Number(options.rate);
  const stormConnections = Number(options.storm);

  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fc-login-storm-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['apps/api/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      ACCESS_TOKEN_SECONDS: '3600',
      LOGIN_FAILURES_PER_ACCOUNT_ADDRESS: '100000000',
      LOGIN_FAILURES_PER_ACCOUNT: '100000000',
      LOGIN_FAILURES_PER_ADDRESS: '100000000',
      SIGNUPS_PER_ADDRESS_PER_HOUR: '1000',
      TRUST_PROXY: 'loopback',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const serverExited = new Promise((resolve) => server.once('exit', resolve));

  try {
    await waitForHealth(url, serverExited);
    const email = `storm-${Date.now()}@bench.example`;
    await call(url, 'POST', '/api/v1/users', {
      firstName: 'Storm',
      lastName: 'Bench',
      email,
      password: PASSWORD,
      type: 'client',
    });
    const { accessToken } = await call(url, 'POST', '/api/v1/oauth/token', {
      grantType: 'password',
      username: email,
      password: PASSWORD,
      clientId: 'web',
      clientSecret: 'web',
    });
    const measure = () => measureGet(url, accessToken, seconds, rate);

    console.log(
      `API on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, ${os.availableParallelism()} cores; ` +
        `GET /api/v1/user at ${rate}/s for ${seconds} s per phase; storm: ${stormConnections} connections of wrong passwords`,
    );
    await measure(); // warm-up: JIT, caches, connections
    const rows = [];
    const pooled = { quiet: [], storm: [] };
    for (let round = 1; round <= rounds; round += 1) {
      const quiet = await measure();
      pooled.quiet.push(...quiet.latencies);
      rows.push(row(`${round} quiet`, quiet));

      const storm = await startStorm(url, email, stormConnections);
      await sleep(1000); // let the queue fill
      const during = await measure();
      const stormResult = await storm.stop();
      await sleep(2000); // let the server finish what the storm left queued
      pooled.storm.push(...during.latencies);
      rows.push(row(`${round} storm`, during, stormResult.statuses, seconds + 1));
    }
    const quietP99 = percentile(pooled.quiet, 99);
    const stormP99 = percentile(pooled.storm, 99);
    rows.push(row('all quiet', { latencies: pooled.quiet, errors: 0 }));
    rows.push(row('all storm', { latencies: pooled.storm, errors: 0 }));
    console.table(rows);
    const ratio = stormP99 / quietP99; // Infinity when no GET was answered during the storm
    const verdict = ratio <= GOAL ? 'PASS (goal met)' : ratio <= LIMIT ? 'PASS' : 'FAIL';
    console.log(
      `p99 storm / p99 quiet = ${stormP99.toFixed(1)} / ${quietP99.toFixed(1)} ms = ${ratio.toFixed(2)}×: ` +
        `${verdict} (limit ${LIMIT}×, goal ${GOAL}×)`,
    );
    process.exitCode = ratio <= LIMIT ? 0 : 1;
  } finally {
    server.kill('SIGTERM');
    await serverExited;
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** The GET at a fixed rate; latencies as each response arrives (no coordinated-omission fill-in). */
async function measureGet(url, accessToken, seconds, rate) {
  const latencies = [];
  let errors = 0;
  const instance = autocannon({
    url: `${url}/api/v1/user`,
    connections: 4,
    overallRate: rate,
    duration: seconds,
    headers: { authorization: `Bearer ${accessToken}` },
  });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (statusCode === 200) latencies.push(responseTime);
    else errors += 1;
  });
  const result = await instance;
  return { latencies, errors: errors + result.errors + result.timeouts };
}

function startStorm(url, email, connections) {
  const child = fork(import.meta.filename, ['--storm-child', url, email, String(connections)]);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('message', () =>
      resolve({
        stop: () =>
          new Promise((done) => {
            child.once('message', done);
            child.send('stop');
          }),
      }),
    );
  });
}

function row(phase, { latencies, errors }, statuses, stormSeconds) {
  return {
    phase,
    'GET ok': latencies.length,
    'GET failed': errors,
    'p50 ms': Number(percentile(latencies, 50).toFixed(1)),
    'p99 ms': Number(percentile(latencies, 99).toFixed(1)),
    'storm 401/s': statuses ? Math.round((statuses[401] ?? 0) / stormSeconds) : '',
    'storm 503/s': statuses ? Math.round((statuses[503] ?? 0) / stormSeconds) : '',
    'storm other': statuses
      ? Object.entries(statuses)
          .filter(([status]) => status !== '401' && status !== '503')
          .map(([status, n]) => `${status}×${n}`)
          .join(' ')
      : '',
  };
}

/** No answer at all within the phase counts as slower than any answer. */
function percentile(values, p) {
  if (values.length === 0) return Number.POSITIVE_INFINITY;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function call(url, method, pathname, body) {
  const res = await fetch(`${url}${pathname}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${pathname}: ${res.status} ${text}`);
  return JSON.parse(text);
}

async function waitForHealth(url, serverExited) {
  let exited = false;
  void serverExited.then(() => (exited = true));
  for (let i = 0; i < 600; i += 1) {
    if (exited) throw new Error('The API stopped before it answered.');
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error('The API did not answer /api/health within a minute.');
}

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
