/**
 * `npm run bench` (issue 11): loads the data set, starts the API as production does, counts the
 * SQL statements of each endpoint, drives each with autocannon alternating with a no-op route, and
 * prints the figures and the targets. See bench/README.md.
 *
 *   npm run bench                          SCALE=small on PostgreSQL (DATABASE_URL names the server)
 *   SCALE=full npm run bench               the issue's scale
 *   DB=pglite SCALE=small npm run bench    PGlite in a temporary data folder
 *   npm run bench -- --smoke               SCALE=tiny on PGlite, 1 s per endpoint
 *   flags: --reload (rebuild the data), --strict (exit 1 when a target fails), --no-count
 *   (start the API without the statement counter and skip that column)
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { freePort } from '../scripts/lib/built-app.mjs';
import { BENCH_PASSWORD, prepareDatabase, SCALES } from './load-data.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const FLAGS = ['--smoke', '--reload', '--strict', '--no-count'];

const args = process.argv.slice(2);
const unknown = args.filter((a) => !FLAGS.includes(a));
if (unknown.length) {
  console.error(`bench: unknown argument ${unknown.join(' ')} (known: ${FLAGS.join(' ')})`);
  process.exit(2);
}
const smoke = args.includes('--smoke') || process.env.SCALE === 'tiny';
const options = {
  smoke,
  scale: process.env.SCALE || (smoke ? 'tiny' : 'small'),
  kind: (process.env.DB || (smoke ? 'pglite' : 'postgres')).toLowerCase(),
  duration: Number(process.env.DURATION || (smoke ? 1 : 5)),
  connections: Number(process.env.CONNECTIONS || 32),
  countRequests: Number(process.env.COUNT_REQUESTS || (smoke ? 3 : 20)),
  serverUrl: process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
  logLevel: process.env.LOG_LEVEL || 'info',
  reload: args.includes('--reload'),
  strict: args.includes('--strict'),
  counting: !args.includes('--no-count'),
  // The API's WEB_CONCURRENCY: HTTP worker processes (PostgreSQL only).
  workers: Number(process.env.WORKERS || 1),
};
if (!SCALES[options.scale]) fail(`SCALE must be one of ${Object.keys(SCALES).join(', ')}`);
if (!['postgres', 'pglite'].includes(options.kind)) fail('DB must be postgres or pglite');
if (!(options.duration > 0 && options.duration <= 120)) fail('DURATION must be 1-120 seconds');
if (!(options.connections >= 1 && options.connections <= 256)) fail('CONNECTIONS must be 1-256');
if (!(Number.isInteger(options.workers) && options.workers >= 1 && options.workers <= 64))
  fail('WORKERS must be 1-64');
if (options.workers > 1 && options.kind !== 'postgres') fail('WORKERS above 1 needs DB=postgres');
// Results of several workers are kept apart from one worker's (the growth column compares scales).
const resultsName = (scale) =>
  `${options.kind}-${scale}${options.workers > 1 ? `-${options.workers}-workers` : ''}.json`;
if (!(options.countRequests >= 1 && options.countRequests <= 200))
  fail('COUNT_REQUESTS must be 1-200');

function fail(message) {
  console.error(`bench: ${message}`);
  process.exit(2);
}

const log = (message) => console.error(`[bench] ${message}`);

// ---- the API process ---------------------------------------------------------------------------

/** Starts `node --import tsx apps/api/src/main.ts` with production settings; resolves when healthy. */
async function startApi({ prepared, port, counterPort }) {
  const dataDir =
    options.kind === 'pglite' ? prepared.dataDir : mkdtempSync(path.join(os.tmpdir(), 'fc-bench-'));
  const logFile = path.join(os.tmpdir(), `fc-bench-api-${options.kind}-${options.scale}.log`);
  // A clean environment: nothing from the shell (SMTP_URL, S3_*, ...) changes what is measured.
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    LOG_LEVEL: options.logLevel,
    DEMO_DATA: 'false',
    DATA_DIR: dataDir,
    AUTH_SECRET: randomBytes(32).toString('hex'),
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    // The write applies many times per client: the daily limit must not answer 429.
    APPLICATION_DAILY_LIMIT: '1000000',
    ACCESS_TOKEN_SECONDS: '7200',
    ...(options.kind === 'postgres' ? { DATABASE_URL: prepared.databaseUrl } : {}),
    WEB_CONCURRENCY: String(options.workers),
    ...(counterPort ? { BENCH_COUNTER_PORT: String(counterPort) } : {}),
  };
  const nodeArgs = [
    // e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to see where the API's time goes.
    ...(process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean),
    '--import',
    'tsx',
    ...(counterPort ? ['--import', './bench/count-queries.mjs'] : []),
    'apps/api/src/main.ts',
  ];
  const out = createWriteStream(logFile);
  const child = spawn(process.execPath, nodeArgs, {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(out);
  child.stderr.pipe(out);
  let exited = false;
  child.on('exit', () => (exited = true));
  // 'close' comes after the child's output has all been read: the log's tail is complete.
  const closed = new Promise((r) => child.once('close', r));
  const tail = () => readFileSync(logFile, 'utf8').split('\n').slice(-20).join('\n');

  const listening = `listening at http://127.0.0.1:${port}"`;
  const logsListening = ['trace', 'debug', 'info'].includes(options.logLevel);
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (exited) {
      await closed;
      await new Promise((r) => setTimeout(r, 100));
      throw new Error(`the API exited while starting; its log (${logFile}):\n${tail()}`);
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the API did not answer /api/health within 180 s (${logFile})`);
    }
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`, {
      signal: AbortSignal.timeout(5_000),
    }).then(
      (r) => r.ok,
      () => false,
    );
    // Another process that took the port (another bench's API) would answer too: the API is
    // ours once its own log says it listens there (Fastify's line, at LOG_LEVEL info or finer).
    if (ok && (!logsListening || readFileSync(logFile, 'utf8').includes(listening))) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    logFile,
    async stop() {
      if (exited) return;
      const done = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await done;
      clearTimeout(timer);
    },
    kill() {
      if (!exited) child.kill('SIGKILL');
    },
  };
}

// ---- requests ----------------------------------------------------------------------------------

let baseUrl = '';

async function send({ method = 'GET', path: urlPath, token, body }) {
  const response = await fetch(`${baseUrl}${urlPath}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body,
  });
  return { status: response.status, text: await response.text() };
}

async function signIn(email) {
  const { status, text } = await send({
    method: 'POST',
    path: '/api/v1/oauth/token',
    body: JSON.stringify({
      grantType: 'password',
      username: email,
      password: BENCH_PASSWORD,
      clientId: 'web',
      clientSecret: 'web',
    }),
  });
  if (status !== 200) throw new Error(`sign-in of ${email} answered ${status}: ${text}`);
  return JSON.parse(text).accessToken;
}

/** Runs `fn` over `items`, `width` at a time. */
async function inBatches(items, width, fn) {
  const results = [];
  for (let i = 0; i < items.length; i += width) {
    results.push(...(await Promise.all(items.slice(i, i + width).map(fn))));
  }
  return results;
}

/** The endpoints of issue 11, each a request source (`next()`) shared by both passes. */
async function endpointsFor(prepared) {
  log('signing in the client, the employer, the organization owner and the writers ...');
  const [client, employer, owner] = await inBatches(
    [prepared.client.email, prepared.employer.email, prepared.rsp.email],
    2,
    signIn,
  );
  const writers = await inBatches(prepared.writers, 2, signIn);

  const fixed = (urlPath, token) => () => ({ path: urlPath, token });
  let jobTurn = 0;
  const rotate = (paths, token) => () => ({ path: paths[jobTurn++ % paths.length], token });

  // The write: each POST applies one writer to one job, never the same pair twice. Consecutive
  // requests come from different writers, so no two wait on one client's row lock.
  let writeTurn = 0;
  const pairs = writers.length * prepared.writerJobs.length;
  const nextWrite = () => {
    if (writeTurn >= pairs) throw new Error('bench: every writer has applied to every job');
    const k = writeTurn++;
    const job = prepared.writerJobs[Math.floor(k / writers.length)];
    return {
      method: 'POST',
      path: `/api/v1/jobs/${job.id}/applications`,
      token: writers[k % writers.length],
      body: JSON.stringify({
        questions: job.questions.map((question) => ({ question, answer: 'Yes, I can.' })),
      }),
    };
  };

  const c = prepared.client.id;
  const e = prepared.employer;
  const r = prepared.rsp.id;
  // The outcomes report over the last twelve months, as a funder's yearly report asks.
  const day = (date) => date.toISOString().slice(0, 10);
  const reportYear = { from: day(new Date(Date.now() - 365 * 86_400_000)), to: day(new Date()) };
  let newPeriod = 0;
  return [
    // Not an endpoint under test: the cheapest read that asks the database (one `select 1`, no
    // sign-in, a 40-byte answer). Its ratio is the most any read can reach on this machine, where
    // PostgreSQL, autocannon and the API share the cores.
    {
      name: 'reference: GET /api/health (one `select 1`, no sign-in)',
      key: 'health',
      kind: 'reference',
      next: fixed('/api/health'),
    },
    {
      name: 'GET /v1/jobs (Current Opportunities)',
      key: 'jobs',
      kind: 'read',
      next: fixed('/api/v1/jobs', client),
    },
    {
      name: 'GET /v1/jobs?q=technician (a search)',
      key: 'jobs-search',
      kind: 'read',
      next: fixed('/api/v1/jobs?q=technician', client),
    },
    {
      name: 'GET /v1/jobs?q=technician&sort=relevance',
      key: 'jobs-relevance',
      kind: 'read',
      next: fixed('/api/v1/jobs?q=technician&sort=relevance', client),
    },
    {
      name: 'GET /v1/jobs filtered (Milwaukee, WI, full-time, $15 an hour)',
      key: 'jobs-filtered',
      kind: 'read',
      next: fixed('/api/v1/jobs?city=Milwaukee&state=WI&workingTime=fullTime&minPay=15', client),
    },
    {
      name: "GET /v1/jobs?sort=match (the client's trades first)",
      key: 'jobs-match',
      kind: 'read',
      next: fixed('/api/v1/jobs?sort=match', client),
    },
    {
      name: 'GET /v1/clients/{id}/jobs/suggested',
      key: 'suggested',
      kind: 'read',
      next: fixed(`/api/v1/clients/${c}/jobs/suggested`, client),
    },
    {
      name: `GET /v1/jobs/{id} (${prepared.jobIds.length} jobs in turn)`,
      key: 'job',
      kind: 'read',
      next: rotate(
        prepared.jobIds.map((id) => `/api/v1/jobs/${id}`),
        client,
      ),
    },
    {
      name: 'GET /v1/clients/{id}/jobs',
      key: 'applied',
      kind: 'read',
      next: fixed(`/api/v1/clients/${c}/jobs`, client),
    },
    {
      name: `applicants of a job with ${e.applicants.toLocaleString('en-US')} applicants`,
      key: 'applicants',
      kind: 'read',
      next: fixed(`/api/v1/employers/${e.id}/jobs/${e.jobId}/applications`, employer),
    },
    {
      name: 'GET /v1/user (a client)',
      key: 'user',
      kind: 'read',
      next: fixed('/api/v1/user', client),
    },
    {
      name: "organization's clients, filtered (active, Milwaukee)",
      key: 'org-clients',
      kind: 'read',
      next: fixed(`/api/v1/rsp/${r}/clients?status=active&county=Milwaukee`, owner),
    },
    {
      name: "organization's statistics",
      key: 'org-stats',
      kind: 'read',
      next: fixed(`/api/v1/rsp/${r}/clients/stats`, owner),
    },
    {
      name: "organization's outcomes report for a year",
      key: 'org-report',
      kind: 'read',
      next: fixed(
        `/api/v1/rsp/${r}/reports/outcomes?from=${reportYear.from}&to=${reportYear.to}`,
        owner,
      ),
    },
    {
      // The API keeps a report it computed for a minute (decision 050): here every request asks
      // for a period no request asked before (a day longer each time), so each is computed.
      name: "organization's outcomes report, a new period each request",
      key: 'org-report-new',
      kind: 'read',
      next: () => ({
        path: `/api/v1/rsp/${r}/reports/outcomes?from=${day(new Date(Date.now() - (365 + newPeriod++) * 86_400_000))}&to=${reportYear.to}`,
        token: owner,
      }),
    },
    {
      name: 'POST an application',
      key: 'apply',
      kind: 'write',
      next: nextWrite,
      capacity: () => pairs - writeTurn,
    },
  ];
}

const noop = {
  name: 'no-op (an unknown /api path: 404)',
  kind: 'noop',
  next: () => ({ path: '/api/v1/bench-no-such-path' }),
};

// ---- measuring ---------------------------------------------------------------------------------

async function readCounter(counterPort) {
  const response = await fetch(`http://127.0.0.1:${counterPort}/`);
  return Number(await response.text());
}

/** SQL statements per request: N requests one after another, the counter read around them. */
async function countStatements(endpoint, counterPort) {
  const before = await readCounter(counterPort);
  for (let i = 0; i < options.countRequests; i++) {
    const request = endpoint.next();
    const { status, text } = await send(request);
    const expected = endpoint.kind === 'noop' ? status === 404 : status >= 200 && status < 300;
    if (!expected) {
      throw new Error(
        `${endpoint.name}: ${request.method ?? 'GET'} ${request.path} answered ${status}: ${text.slice(0, 500)}`,
      );
    }
  }
  return ((await readCounter(counterPort)) - before) / options.countRequests;
}

/** One autocannon run of `duration` seconds at `connections`. */
async function drive(endpoint, duration = options.duration) {
  const result = await autocannon({
    url: baseUrl,
    connections: options.connections,
    duration,
    timeout: 60,
    ...(endpoint.capacity
      ? { maxOverallRequests: Math.max(options.connections, endpoint.capacity()) }
      : {}),
    requests: [
      {
        setupRequest(request) {
          const next = endpoint.next();
          return {
            ...request,
            method: next.method ?? 'GET',
            path: next.path,
            headers: {
              ...(next.token ? { authorization: `Bearer ${next.token}` } : {}),
              ...(next.body ? { 'content-type': 'application/json' } : {}),
            },
            ...(next.body ? { body: next.body } : {}),
          };
        },
      },
    ],
  });
  const failures =
    endpoint.kind === 'noop'
      ? result.errors +
        result.timeouts +
        (result.requests.total - (result.statusCodeStats?.['404']?.count ?? 0))
      : result.errors + result.timeouts + result.non2xx;
  return {
    rps: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    failures: Number(failures),
  };
}

/**
 * After a run, autocannon closes its connections but the server still works through the requests
 * already sent (a slow endpoint leaves up to `connections` of them), which would slow the next run
 * down. Waits until they are done: one more request of the same endpoint (it queues behind them),
 * then no-op requests until three in a row answer within 20 ms (60 s at most).
 */
async function settle(endpoint) {
  if (endpoint.kind !== 'noop') await send(endpoint.next());
  const deadline = Date.now() + 60_000;
  let quick = 0;
  while (quick < 3 && Date.now() < deadline) {
    const t = performance.now();
    await send(noop.next());
    quick = performance.now() - t <= 20 ? quick + 1 : 0;
  }
  await new Promise((r) => setTimeout(r, 200));
}

// ---- the report --------------------------------------------------------------------------------

const TARGETS = {
  postgres: { read: { ratio: 0.3, statements: 3, p99: 50 }, write: { ratio: 0.15 } },
  pglite: { read: { ratio: 0.1, statements: 3 }, write: {} },
};

const fmt = {
  int: (n) => Math.round(n).toLocaleString('en-US'),
  ms: (n) => `${Math.round(n).toLocaleString('en-US')} ms`,
  ratio: (n) => (n >= 0.1 ? n.toFixed(2) : n.toFixed(3)),
  stmts: (n) => (n === undefined ? 'n/a' : Number.isInteger(n) ? String(n) : n.toFixed(2)),
};

function table(header, rows) {
  const lines = [`| ${header.join(' | ')} |`, `| ${header.map(() => '---').join(' | ')} |`];
  for (const row of rows) lines.push(`| ${row.join(' | ')} |`);
  return lines.join('\n');
}

function judge(row, smallResults) {
  const target = TARGETS[options.kind][row.kind] ?? {};
  const checks = [];
  if (target.ratio !== undefined)
    checks.push({ name: 'ratio', ok: row.ratio >= target.ratio, text: `≥ ${target.ratio}` });
  if (target.statements !== undefined && row.statements !== undefined)
    checks.push({
      name: 'statements',
      ok: row.statements <= target.statements,
      text: `≤ ${target.statements}`,
    });
  if (target.p99 !== undefined)
    checks.push({ name: 'p99', ok: row.p99 <= target.p99, text: `≤ ${target.p99} ms` });
  const small = smallResults?.rows.find((r) => r.key === row.key);
  let growth;
  if (row.kind === 'read' && options.scale === 'full' && small) {
    growth = row.p50 / Math.max(small.p50, 1);
    checks.push({ name: 'growth', ok: growth <= 1.5, text: '≤ 1.5×' });
  }
  return { checks, growth };
}

function machine(pgVersion) {
  const load = os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
  return [
    `${os.availableParallelism()} cores (${os.cpus()[0]?.model.trim() ?? 'cpu'}), ` +
      `${(os.totalmem() / 2 ** 30).toFixed(1)} GiB memory, load average ${load}`,
    `Node ${process.version}; ${pgVersion}`,
  ].join('\n');
}

async function serverVersion(prepared) {
  if (options.kind === 'pglite') {
    return 'PGlite (@electric-sql/pglite)';
  }
  const client = new pg.Client({ connectionString: prepared.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query('show server_version');
    return `PostgreSQL ${rows[0].server_version}`;
  } finally {
    await client.end();
  }
}

// ---- main --------------------------------------------------------------------------------------

async function main() {
  const started = Date.now();
  const { scale, kind } = options;
  log(
    `SCALE=${scale} DB=${kind} DURATION=${options.duration}s CONNECTIONS=${options.connections} WORKERS=${options.workers}`,
  );
  const prepared = await prepareDatabase({
    kind,
    scale,
    serverUrl: options.serverUrl,
    reload: options.reload,
    log,
  });
  const pgVersion = await serverVersion(prepared);
  // Free ports, as the system hands them out; another process (a second bench, a test run) may
  // take one before the API listens on it: then the API exits with EADDRINUSE and the bench
  // starts it again on other ports.
  let api;
  let counterPort;
  for (let attempt = 1; ; attempt += 1) {
    const port = await freePort();
    counterPort = options.counting ? await freePort() : undefined;
    baseUrl = `http://127.0.0.1:${port}`;
    log(`starting the API on ${baseUrl} (NODE_ENV=production, LOG_LEVEL=${options.logLevel}) ...`);
    try {
      api = await startApi({ prepared, port, counterPort });
      break;
    } catch (error) {
      if (attempt >= 3 || !/EADDRINUSE/.test(String(error?.message))) throw error;
      log('a port was taken meanwhile (EADDRINUSE): starting the API on other ports');
    }
  }
  const stopOnSignal = () => {
    api.kill();
    process.exit(130);
  };
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);

  try {
    // ONLY=jobs,user measures just those endpoints (keys as in endpointsFor), for quick checks.
    const only = (process.env.ONLY ?? '').split(',').filter(Boolean);
    const endpoints = (await endpointsFor(prepared)).filter(
      (e) => only.length === 0 || only.includes(e.key),
    );
    const statements = new Map();
    if (counterPort) {
      log(
        `counting SQL statements: ${options.countRequests} requests one after another per endpoint ...`,
      );
      for (const endpoint of [noop, ...endpoints]) {
        statements.set(endpoint.name, await countStatements(endpoint, counterPort));
      }
    }

    log(
      `driving each endpoint for ${options.duration} s at ${options.connections} connections, a no-op run before and after ...`,
    );
    await drive(noop, 1); // warm-up, not reported
    await settle(noop);
    const noops = [await drive(noop)];
    await settle(noop);
    const rows = [];
    for (const endpoint of endpoints) {
      const result = await drive(endpoint);
      await settle(endpoint);
      noops.push(await drive(noop));
      await settle(noop);
      const around = (noops.at(-2).rps + noops.at(-1).rps) / 2;
      const row = {
        key: endpoint.key,
        name: endpoint.name,
        kind: endpoint.kind,
        ...result,
        noopRps: around,
        ratio: result.rps / around,
        statements: statements.get(endpoint.name),
      };
      rows.push(row);
      log(
        `${endpoint.name}: ${fmt.int(row.rps)} req/s, p99 ${fmt.ms(row.p99)}, ratio ${fmt.ratio(row.ratio)}`,
      );
    }

    const resultsDir = path.join(os.tmpdir(), 'fc-bench-results');
    mkdirSync(resultsDir, { recursive: true });
    const smallFile = path.join(resultsDir, resultsName('small'));
    let smallResults;
    try {
      smallResults = scale === 'full' ? JSON.parse(readFileSync(smallFile, 'utf8')) : undefined;
    } catch {
      smallResults = undefined;
    }

    const noopMean = noops.reduce((s, n) => s + n.rps, 0) / noops.length;
    const noopStmts = statements.get(noop.name);
    const failures = rows.filter((r) => r.failures > 0);
    const title =
      `FairChance bench: SCALE=${scale} on ${pgVersion}, ${options.workers} API worker${options.workers > 1 ? 's' : ''}, ${options.connections} connections, ` +
      `${options.duration} s per run (${new Date().toISOString().slice(0, 10)})`;
    const figures = table(
      ['endpoint', 'req/s', 'p50', 'p99', 'ratio to no-op', 'SQL statements', 'failed requests'],
      [
        [
          `${noop.name}, mean of ${noops.length} runs (${fmt.int(Math.min(...noops.map((n) => n.rps)))}–${fmt.int(Math.max(...noops.map((n) => n.rps)))})`,
          fmt.int(noopMean),
          fmt.ms(noops.reduce((s, n) => s + n.p50, 0) / noops.length),
          fmt.ms(noops.reduce((s, n) => s + n.p99, 0) / noops.length),
          '1',
          fmt.stmts(noopStmts),
          String(noops.reduce((s, n) => s + n.failures, 0)),
        ],
        ...rows.map((r) => [
          r.name,
          fmt.int(r.rps),
          fmt.ms(r.p50),
          fmt.ms(r.p99),
          fmt.ratio(r.ratio),
          fmt.stmts(r.statements),
          String(r.failures),
        ]),
      ],
    );

    const judged = rows.map((r) => ({ row: r, ...judge(r, smallResults) }));
    const targetRows = judged.map(({ row, checks, growth }) => {
      const cell = (name, value) => {
        const check = checks.find((c) => c.name === name);
        return check ? `${value} (${check.text}) ${check.ok ? 'pass' : 'FAIL'}` : `${value}`;
      };
      const verdict =
        checks.length === 0 ? 'no target' : checks.every((c) => c.ok) ? 'PASS' : 'FAIL';
      return [
        row.name,
        cell('ratio', fmt.ratio(row.ratio)),
        cell('statements', fmt.stmts(row.statements)),
        cell('p99', fmt.ms(row.p99)),
        growth === undefined ? '—' : cell('growth', `${growth.toFixed(2)}×`),
        verdict,
      ];
    });
    const targets = table(
      ['endpoint', 'ratio', 'SQL statements', 'p99', 'p50 full / small', 'result'],
      targetRows,
    );
    const failed = judged.filter((j) => j.checks.some((c) => !c.ok)).length;
    const checked = judged.filter((j) => j.checks.length > 0).length;

    const notes = [
      `Targets (issue 11): ${kind === 'postgres' ? 'PostgreSQL at full scale: reads ratio ≥ 0.30, ≤ 3 statements, p99 ≤ 50 ms on a quiet machine, p50 at full ≤ 1.5× at small; the write ratio ≥ 0.15' : 'PGlite at small scale: reads ratio ≥ 0.10 (and ≤ 3 statements, as on PostgreSQL); the write has no PGlite target'}.`,
      ...(scale !== 'full' && kind === 'postgres'
        ? ['This is not the full scale: the targets are judged all the same, as a guide.']
        : []),
      ...(scale === 'full' && !smallResults
        ? [
            `No SCALE=small result of ${kind} in ${resultsDir}: the growth column needs one (run SCALE=small first).`,
          ]
        : []),
      'SQL statements: every statement the API sent (BEGIN and COMMIT included), counted in the API process by bench/count-queries.mjs over sequential requests.',
    ];
    console.log(
      `\n## ${title}\n\n${machine(pgVersion)}\n\n${figures}\n\n### Targets: ${checked - failed} of ${checked} endpoints pass\n\n${targets}\n\n${notes.map((n) => `- ${n}`).join('\n')}\n`,
    );

    writeFileSync(
      path.join(resultsDir, resultsName(scale)),
      JSON.stringify({ options, pgVersion, date: new Date().toISOString(), noops, rows }, null, 2),
    );
    log(`results kept in ${path.join(resultsDir, resultsName(scale))}; API log ${api.logFile}`);
    log(`done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    if (failures.length) {
      log(
        `requests failed during the runs of: ${failures.map((f) => f.name).join(', ')} (see the API log)`,
      );
      process.exitCode = 2;
    } else if (options.strict && failed > 0) {
      process.exitCode = 1;
    }
  } finally {
    await api.stop();
  }
}

main().catch((error) => {
  console.error(`bench: ${error instanceof Error ? (error.stack ?? error.message) : error}`);
  process.exit(2);
});
