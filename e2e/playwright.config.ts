import { defineConfig } from '@playwright/test';
import os from 'node:os';

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
// Two more servers (support/servers.ts), started beside the main one by the global set-up: one
// whose access tokens last 2 s and one for the staff console's journeys, its port far from the
// range the other runs take.
process.env.E2E_SHORT_TOKEN_PORT ??= String(port + 1);
process.env.E2E_STAFF_PORT ??= String(port + 10_000);

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
  // The three servers start side by side (support/start-servers.ts), not one after another as
  // Playwright's `webServer` starts them.
  globalSetup: './support/global-setup.ts',
});
