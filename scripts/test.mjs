#!/usr/bin/env node
/**
 * The whole test suite, as the README and CI run it: typecheck, lint and format, shared unit tests,
 * API tests on PGlite (and on PostgreSQL when DATABASE_URL is set), web component tests, the web
 * build, the bench's smoke, and the browser tests in Chromium. Ends with one line: "tests: N
 * passed, N failed".
 *
 *   npm test                 everything
 *   npm test -- api web      only the named steps (typecheck lint shared api api-postgres web build size bench-smoke e2e)
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
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

const steps = [
  { name: 'typecheck', cmd: 'npm', args: ['run', 'typecheck'] },
  { name: 'lint', cmd: 'npm', args: ['run', 'lint'] },
  { name: 'format', cmd: 'npm', args: ['run', 'format:check'] },
  { name: 'shared', ...vitest('packages/shared', path.join(reports, 'shared.json')) },
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
  { name: 'build', cmd: 'npm', args: ['run', 'build'] },
  // What Chromium downloads for each main page against its budget (scripts/web-size.mjs).
  {
    name: 'size',
    label: 'page weight',
    cmd: 'node',
    args: ['scripts/web-size.mjs', '--budget'],
  },
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
  {
    name: 'e2e',
    label: 'e2e (Chromium)',
    cmd: 'npx',
    args: ['playwright', 'test'],
    cwd: 'e2e',
    env: { E2E_JSON_REPORT: path.join(reports, 'e2e.json') },
    report: { kind: 'playwright', file: path.join(reports, 'e2e.json') },
  },
];

const only = process.argv.slice(2);
const selected = only.length ? steps.filter((s) => only.includes(s.name)) : steps;
if (only.length && selected.length !== only.length) {
  console.error(`Unknown step. Steps: ${steps.map((s) => s.name).join(' ')}`);
  process.exit(2);
}

function spawnStep(step, extraEnv = {}) {
  return new Promise((resolve) => {
    const child = spawn(step.cmd, step.args, {
      cwd: step.cwd ?? '.',
      env: { ...env, ...step.env, ...extraEnv },
      stdio: 'inherit',
    });
    child.on('close', (code) => resolve(code ?? 1));
  });
}

/**
 * Runs a step; one with `privateTmp` gets a TMPDIR of its own, removed afterwards (when the step
 * failed, the end of each log it kept there is printed first).
 */
async function run(step) {
  if (!step.privateTmp) return spawnStep(step);
  const tmp = mkdtempSync(path.join(os.tmpdir(), step.privateTmp.prefix));
  temporary.add(tmp);
  try {
    const code = await spawnStep(step, { TMPDIR: tmp });
    if (code !== 0) {
      for (const name of readdirSync(tmp).filter((n) => step.privateTmp.logs.test(n))) {
        const file = path.join(tmp, name);
        const tail = readFileSync(file, 'utf8').split('\n').slice(-30).join('\n');
        console.log(`\n--- the end of ${name} (removed with ${tmp}) ---\n${tail}`);
      }
    }
    return code;
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

const results = [];
for (const step of selected) {
  const label = step.label ?? step.name;
  console.log(`\n━━━ ${label} ━━━`);
  const started = Date.now();
  const code = await run(step);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const counted = step.report ? count(step.report) : undefined;
  const failed = code !== 0 && step.report ? failures(step.report) : [];
  results.push({ label, code, seconds, counted, failed });
}

// What failed, again, just above the summary: a long log is often read from its end.
for (const r of results.filter((result) => result.failed.length > 0)) {
  console.log(`\n━━━ failed in ${r.label} ━━━`);
  for (const failure of r.failed) console.log(`- ${failure}`);
}

console.log('\n━━━ summary ━━━');
let passed = 0;
let failed = 0;
let skipped = 0;
for (const r of results) {
  const tally = r.counted ? ` ${r.counted.passed} passed, ${r.counted.failed} failed` : '';
  console.log(
    `${r.code === 0 ? 'ok  ' : 'FAIL'} ${r.label.padEnd(18)} ${r.seconds.padStart(6)} s${tally}`,
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
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(results.every((r) => r.code === 0) ? 0 : 1);
