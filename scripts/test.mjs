#!/usr/bin/env node
/**
 * The whole test suite, as the README and CI run it: typecheck, lint and format, shared unit tests,
 * API tests on PGlite (and on PostgreSQL when DATABASE_URL is set), web component tests, the web
 * build, the bench's smoke, and the browser tests in Chromium. Ends with one line: "tests: N
 * passed, N failed".
 *
 *   npm test                 everything
 *   npm test -- api web      only the named steps (build e2e api api-postgres web typecheck lint format shared size bench-smoke)
 *   TEST_JOBS=1 npm test     one step at a time (default: as many as the machine's cores)
 *
 * Each step keeps at most about one core busy (Vitest runs one worker on a 2-core machine; the
 * browser tests run two journeys at once, each waiting on the browser and the server most of its
 * time), so steps run side by side, two at once on 2 cores, the longest chain (build, then the
 * browser tests) first and the rest longest first. Alone, a step prints as it goes; beside
 * others, its output is printed whole when it ends. The summary gives each step's wall time and
 * CPU.
 */
import { spawn } from 'node:child_process';
import {
  closeSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const reports = mkdtempSync(path.join(os.tmpdir(), 'fc-test-'));
const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
const env = { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' };
delete env.DATABASE_URL; // every step chooses its own database explicitly

const vitest = (workspace, report, extraEnv = {}) => ({
  cmd: 'npx',
  args: ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
  cwd: workspace,
  env: extraEnv,
  report: { kind: 'vitest', file: report },
});

// In order of preference, the longest first (decision 041): the chain of the build and the browser
// tests, then the steps by their length, so that no long step is left to run alone at the end.
const steps = [
  // The longest chain first: the browser tests need the built app.
  { name: 'build', cmd: 'npm', args: ['run', 'build'] },
  {
    name: 'e2e',
    needs: ['build'],
    label: 'e2e (Chromium)',
    cmd: 'npx',
    args: ['playwright', 'test'],
    cwd: 'e2e',
    env: { E2E_JSON_REPORT: path.join(reports, 'e2e.json') },
    report: { kind: 'playwright', file: path.join(reports, 'e2e.json') },
  },
  {
    name: 'api',
    label: 'api (PGlite)',
    ...vitest('apps/api', path.join(reports, 'api-pglite.json'), { TEST_DATABASE_URL: '' }),
  },
  ...(databaseUrl
    ? [
        {
          name: 'api-postgres',
          label: 'api (PostgreSQL)',
          ...vitest('apps/api', path.join(reports, 'api-postgres.json'), {
            TEST_DATABASE_URL: databaseUrl,
          }),
        },
      ]
    : []),
  { name: 'web', ...vitest('apps/web', path.join(reports, 'web.json')) },
  { name: 'lint', cmd: 'npm', args: ['run', 'lint'] },
  // `npm run bench -- --smoke` (bench/README.md): SCALE=tiny on PGlite, 1 s per run. The step
  // fails when the run itself fails (exit 2: an error answer, the API did not start), never on a
  // missed target (no --strict: targets are judged at full scale). The bench's settings from the
  // shell are cleared; its own TMPDIR holds the PGlite data, the API's log and the results, so it
  // never meets another bench's files, and is removed after the step.
  {
    name: 'bench-smoke',
    label: 'bench smoke',
    cmd: 'npm',
    args: ['run', 'bench', '--', '--smoke'],
    env: Object.fromEntries(
      [
        'SCALE',
        'DB',
        'DURATION',
        'CONNECTIONS',
        'COUNT_REQUESTS',
        'LOG_LEVEL',
        'WORKERS',
        'ONLY',
        'BENCH_DB_NAME',
      ].map((name) => [name, '']),
    ),
    privateTmp: { prefix: 'fc-bench-smoke-', logs: /^fc-bench-api-.*\.log$/ },
  },
  { name: 'typecheck', cmd: 'npm', args: ['run', 'typecheck'] },
  { name: 'format', cmd: 'npm', args: ['run', 'format:check'] },
  { name: 'shared', ...vitest('packages/shared', path.join(reports, 'shared.json')) },
  // What Chromium downloads for each main page against its budget (scripts/web-size.mjs).
  {
    name: 'size',
    needs: ['build'],
    label: 'page weight',
    cmd: 'node',
    args: ['scripts/web-size.mjs', '--budget'],
  },
];

const only = process.argv.slice(2);
const selected = only.length ? steps.filter((s) => only.includes(s.name)) : steps;
if (only.length && selected.length !== only.length) {
  console.error(`Unknown step. Steps: ${steps.map((s) => s.name).join(' ')}`);
  process.exit(2);
}

/**
 * Starts a step through scripts/cpu-time.mjs (which writes the step's CPU seconds to a file).
 * Alone, a step writes to this terminal as it goes; beside others, into a log printed whole when
 * it ends, so that two steps' lines never mix.
 */
const cpuTimeScript = path.resolve('scripts/cpu-time.mjs');

function spawnStep(step, { extraEnv = {}, log }) {
  const cpuFile = path.join(reports, `${step.name}.cpu`);
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [cpuTimeScript, cpuFile, step.cmd, ...step.args], {
      cwd: step.cwd ?? '.',
      env: { ...env, ...step.env, ...extraEnv },
      stdio: log ? ['ignore', log, log] : 'inherit',
    });
    child.on('close', (code) => {
      let cpu;
      try {
        cpu = Number(readFileSync(cpuFile, 'utf8'));
      } catch {
        cpu = undefined;
      }
      resolve({ code: code ?? 1, cpu });
    });
  });
}

/**
 * Runs a step; one with `privateTmp` gets a TMPDIR of its own, removed afterwards (when the step
 * failed, the end of each log it kept there is printed first).
 */
async function run(step, options) {
  if (!step.privateTmp) return spawnStep(step, options);
  const tmp = mkdtempSync(path.join(os.tmpdir(), step.privateTmp.prefix));
  temporary.add(tmp);
  try {
    const result = await spawnStep(step, { ...options, extraEnv: { TMPDIR: tmp } });
    if (result.code !== 0) {
      for (const name of readdirSync(tmp).filter((n) => step.privateTmp.logs.test(n))) {
        const file = path.join(tmp, name);
        const tail = readFileSync(file, 'utf8').split('\n').slice(-30).join('\n');
        const text = `\n--- the end of ${name} (removed with ${tmp}) ---\n${tail}\n`;
        if (options.log) writeSync(options.log, text);
        else console.log(text);
      }
    }
    return result;
  } finally {
    rmSync(tmp, { recursive: true, force: true });
    temporary.delete(tmp);
  }
}

// Interrupted (Ctrl-C reaches the steps too): remove the temporary folders all the same.
const temporary = new Set([reports]);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    setTimeout(() => {
      for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
      process.exit(130);
    }, 500);
  });
}

function count(report) {
  try {
    const data = JSON.parse(readFileSync(report.file, 'utf8'));
    if (report.kind === 'vitest') {
      return {
        passed: data.numPassedTests,
        failed: data.numFailedTests,
        skipped: data.numPendingTests + data.numTodoTests,
      };
    }
    const s = data.stats;
    return { passed: s.expected + s.flaky, failed: s.unexpected, skipped: s.skipped };
  } catch {
    return undefined;
  }
}

/** The failed tests of a report with the first lines of their errors (for the end of the log). */
function failures(report) {
  const found = [];
  const firstLines = (text) =>
    stripVTControlCharacters(String(text ?? ''))
      .split('\n')
      .filter(
        (line) => line.trim() && !/^\s*at .*(node_modules|node:internal|<anonymous>)/.test(line),
      )
      .slice(0, 14)
      .join('\n    ');
  try {
    const data = JSON.parse(readFileSync(report.file, 'utf8'));
    if (report.kind === 'vitest') {
      for (const file of data.testResults ?? []) {
        for (const test of file.assertionResults ?? []) {
          if (test.status === 'failed') {
            found.push(`${test.fullName}\n    ${firstLines(test.failureMessages?.[0])}`);
          }
        }
      }
      return found;
    }
    const walk = (suite, trail) => {
      for (const spec of suite.specs ?? []) {
        for (const test of spec.tests ?? []) {
          const last = test.results?.at(-1);
          if (test.status === 'unexpected' && last) {
            found.push(
              `${[...trail, spec.title].join(' › ')}\n    ${firstLines(last.error?.stack ?? last.error?.message)}`,
            );
          }
        }
      }
      for (const child of suite.suites ?? []) walk(child, [...trail, child.title]);
    };
    for (const suite of data.suites ?? []) walk(suite, [suite.title]);
  } catch {
    // no report: the step's own output says what happened
  }
  return found;
}

/**
 * The steps run side by side as far as the machine allows: a step starts once the steps it
 * `needs` (among those selected) have passed and the `cores` it keeps busy fit in what the
 * running ones leave of TEST_JOBS (default: the machine's cores). The list's order is the order
 * of preference, so the long chain (build, then e2e) starts first. A step whose need failed does
 * not run and counts as failed.
 */
// As many as the cores. Three at once on 2 cores was about as fast (782 and 763 s) but left the
// timing-sensitive tests (the cluster's worker start, sign-in answering alike in time) too
// little of the machine: two of three clean-clone runs failed one of them.
const capacity = Math.max(1, Number(process.env.TEST_JOBS) || os.availableParallelism());
const sideBySide = capacity > 1 && selected.length > 1;
const suiteStarted = Date.now();
const results = new Map();
const pending = [...selected];
const running = new Set();

function blockedBy(step) {
  return (step.needs ?? []).filter((name) => selected.some((s) => s.name === name));
}

async function runOne(step) {
  const label = step.label ?? step.name;
  const started = Date.now();
  let log;
  let logFile;
  if (sideBySide) {
    logFile = path.join(reports, `${step.name}.log`);
    log = openSync(logFile, 'w');
    console.log(`▶ ${label} started (${((started - suiteStarted) / 1000).toFixed(0)} s)`);
  } else {
    console.log(`\n━━━ ${label} ━━━`);
  }
  const { code, cpu } = await run(step, { log });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (log !== undefined) {
    closeSync(log);
    console.log(`\n━━━ ${label} ━━━`);
    process.stdout.write(readFileSync(logFile));
  }
  const counted = step.report ? count(step.report) : undefined;
  const failed = code !== 0 && step.report ? failures(step.report) : [];
  results.set(step.name, { label, code, seconds, cpu: cpu?.toFixed(1), counted, failed });
}

await new Promise((resolve) => {
  const schedule = () => {
    for (const step of [...pending]) {
      const needs = blockedBy(step);
      if (needs.some((name) => results.get(name)?.code > 0)) {
        pending.splice(pending.indexOf(step), 1);
        results.set(step.name, {
          label: step.label ?? step.name,
          code: 1,
          seconds: '0.0',
          failed: [`not run: ${needs.join(', ')} failed`],
        });
        continue;
      }
      if (!needs.every((name) => results.has(name))) continue;
      const busy = [...running].reduce((sum, s) => sum + (s.cores ?? 1), 0);
      if (running.size > 0 && busy + (step.cores ?? 1) > capacity) continue;
      pending.splice(pending.indexOf(step), 1);
      running.add(step);
      void runOne(step).then(() => {
        running.delete(step);
        schedule();
      });
    }
    if (pending.length === 0 && running.size === 0) resolve();
  };
  schedule();
});
const ordered = selected.map((step) => results.get(step.name));

// What failed, again, just above the summary: a long log is often read from its end.
for (const r of ordered.filter((result) => result.failed.length > 0)) {
  console.log(`\n━━━ failed in ${r.label} ━━━`);
  for (const failure of r.failed) console.log(`- ${failure}`);
}

console.log('\n━━━ summary ━━━');
let passed = 0;
let failed = 0;
let skipped = 0;
for (const r of ordered) {
  const tally = r.counted ? ` ${r.counted.passed} passed, ${r.counted.failed} failed` : '';
  console.log(
    `${r.code === 0 ? 'ok  ' : 'FAIL'} ${r.label.padEnd(18)} ${r.seconds.padStart(6)} s${r.cpu ? ` (cpu ${r.cpu.padStart(6)} s)` : ''}${tally}`,
  );
  if (r.counted) {
    passed += r.counted.passed;
    failed += r.counted.failed;
    skipped += r.counted.skipped;
  } else if (r.code !== 0) {
    failed += 1; // a failed check (typecheck, lint, build) counts as one failure
  }
  if (r.code !== 0 && r.counted && r.counted.failed === 0) failed += 1;
}
rmSync(reports, { recursive: true, force: true });
const cpuTotal = ordered.reduce((sum, r) => sum + Number(r.cpu ?? 0), 0);
console.log(
  `${((Date.now() - suiteStarted) / 1000).toFixed(0)} s in all, ${cpuTotal.toFixed(0)} s of CPU, ` +
    `at most ${capacity} step${capacity > 1 ? 's' : ''} at once (TEST_JOBS)`,
);
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(ordered.every((r) => r.code === 0) ? 0 : 1);
