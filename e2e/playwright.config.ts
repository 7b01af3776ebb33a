import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { STAFF } from './support/servers.ts';

/**
 * Browser tests drive Debian's Chromium against the built app, started the way `npm start` starts
 * it: one process on its embedded defaults (PGlite in a fresh data folder, local uploads, mail
 * outbox) with demo data. Build the web app first (`npm run build`); scripts/test.mjs does.
 */
// Several runs may share a machine (CI, a developer's own run): unless E2E_PORT says otherwise,
// each run takes a port from its process id. The main process sets it before Playwright starts
// its workers, which inherit it, so every process of one run agrees on the port.
process.env.E2E_PORT ??= String(3100 + (process.pid % 2000) * 2);
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'fc-e2e-'));
// A second server whose access tokens last 2 s, on its own fresh database, for the journey where
// an expired token is refreshed without the person noticing (tests/ui/token-refresh.spec.ts).
process.env.E2E_SHORT_TOKEN_PORT ??= String(port + 1);
const shortTokenPort = Number(process.env.E2E_SHORT_TOKEN_PORT);
const shortTokenURL = `http://127.0.0.1:${shortTokenPort}`;
const shortTokenDataDir = mkdtempSync(path.join(os.tmpdir(), 'fc-e2e-short-token-'));
// A third server for the staff console's journeys (tests/ui/staff-*.spec.ts): its staff accounts
// (one per journey) are made by the shell command before it starts, as an operator makes one (a
// PGlite folder opens in one process only, so the command cannot run beside a server). Its port
// is far from the range the other runs take.
process.env.E2E_STAFF_PORT ??= String(port + 10_000);
const staffPort = Number(process.env.E2E_STAFF_PORT);
const staffURL = `http://127.0.0.1:${staffPort}`;
const staffDataDir = mkdtempSync(path.join(os.tmpdir(), 'fc-e2e-staff-'));
const createStaff = Object.values(STAFF)
  .map(
    // `npm run admin` runs this script: called straight, each account saves npm's own start.
    (staff) =>
      `node apps/api/src/admin.ts create-staff ${staff.email} ${staff.firstName} ${staff.lastName}`,
  )
  .join(' && ');

/**
 * Journeys that read what other journeys could change at the same moment run in lanes of their
 * own (decision 041): those on the demo organization and its people, one at a time as before, and
 * the whole unfiltered list of jobs, alone after every other journey (another journey's new job
 * would lead the list or shift its pages). The rest make their own people and data
 * (`uniqueEmail`, unique titles), so two of their files run at once.
 */
const DEMO_DATA_JOURNEYS =
  /ui\/(provider-phone|provider-reports|rsp-clients|rsp-onboarding|sign-in)\.spec\.ts/;
const WHOLE_JOB_LIST_JOURNEYS = /ui\/client-jobs\.spec\.ts/;

export default defineConfig({
  testDir: './tests',
  // Files in parallel, the tests of one file in order (each file's journeys build on its setup).
  fullyParallel: false,
  // One browser per two cores (E2E_WORKERS overrides): `npm test` runs another step beside this
  // one, and on 2 cores a second journey only slowed that step (decision 041's measures).
  workers:
    Number(process.env.E2E_WORKERS) || Math.max(1, Math.floor(os.availableParallelism() / 2)),
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Twice Playwright's default: two journeys share the cores with each other and, in `npm test`,
  // with another step; waits for the screen (`expect`) keep their own 10 s.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.E2E_JSON_REPORT
    ? [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT }]]
    : [['list']],
  use: {
    baseURL,
    // The app honours reduced motion (global.css): toasts and dialogs appear at once, so axe
    // judges colours as people see them once the screen is still, with no wait for an animation.
    reducedMotion: 'reduce',
    // A failed journey keeps its trace (actions, DOM snapshots, network, console) without the
    // screencast: recording every frame of every journey cost about a quarter of the step's CPU.
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
        '--disable-dev-shm-usage',
      ],
    },
  },
  projects: [
    { name: 'api', testMatch: /api\/.*\.spec\.ts/ },
    {
      name: 'ui',
      testMatch: /ui\/.*\.spec\.ts/,
      testIgnore: [DEMO_DATA_JOURNEYS, WHOLE_JOB_LIST_JOURNEYS],
    },
    // Beside 'ui', one file at a time.
    { name: 'ui-demo-data', testMatch: DEMO_DATA_JOURNEYS, workers: 1 },
    // When every other journey is done (Playwright runs a project after those it depends on).
    {
      name: 'ui-whole-job-list',
      testMatch: WHOLE_JOB_LIST_JOURNEYS,
      dependencies: ['api', 'ui', 'ui-demo-data'],
    },
  ],
  webServer: [
    {
      command: 'npm run serve',
      cwd: '..',
      url: `${baseURL}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        PUBLIC_URL: baseURL,
        // The saved-searches journey waits for its job alert: check every 2 s, not every hour.
        JOB_ALERT_CHECK_SECONDS: '2',
        // Every journey signs its people up from 127.0.0.1: more than the default 100 an hour.
        // The limit itself is proven by the API tests (test/security/client-address.test.ts).
        SIGNUPS_PER_ADDRESS_PER_HOUR: '1000',
        LOG_LEVEL: 'warn',
      },
    },
    {
      command: 'npm run serve',
      cwd: '..',
      url: `${shortTokenURL}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(shortTokenPort),
        HOST: '127.0.0.1',
        DATA_DIR: shortTokenDataDir,
        DATABASE_URL: '',
        PUBLIC_URL: shortTokenURL,
        ACCESS_TOKEN_SECONDS: '2',
        DEMO_DATA: 'false',
        LOG_LEVEL: 'warn',
      },
    },
    {
      command: `${createStaff} && npm run serve`,
      cwd: '..',
      url: `${staffURL}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(staffPort),
        HOST: '127.0.0.1',
        DATA_DIR: staffDataDir,
        DATABASE_URL: '',
        PUBLIC_URL: staffURL,
        DEMO_DATA: 'false',
        LOG_LEVEL: 'warn',
      },
    },
  ],
});
