/**
 * The servers of a run (playwright.config.ts sets their ports): the main one at `baseURL`, one
 * whose access tokens last 2 seconds, for the token refresh journey, and one for the staff
 * console's journeys. Each is started as `npm start` starts the app, on a fresh PGlite folder.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ServerSpec } from './start-servers.ts';

function mainServerURL(): string {
  return `http://127.0.0.1:${Number(process.env.E2E_PORT)}`;
}

export function shortTokenServerURL(): string {
  const port = Number(process.env.E2E_SHORT_TOKEN_PORT ?? Number(process.env.E2E_PORT) + 1);
  return `http://127.0.0.1:${port}`;
}

/** The server of the staff console's journeys, whose staff accounts the shell made at its start. */
export function staffServerURL(): string {
  const port = Number(process.env.E2E_STAFF_PORT ?? Number(process.env.E2E_PORT) + 10_000);
  return `http://127.0.0.1:${port}`;
}

/**
 * Its staff accounts, one per journey, so each journey sets up its own second factor from its own
 * invitation and the journeys pass in any order (playwright.config.ts makes them, in this order).
 */
export const STAFF = {
  console: { email: 'staff.e2e@fairchance.example', firstName: 'Sam', lastName: 'Rivera' },
  claims: { email: 'staff.claims@fairchance.example', firstName: 'Noor', lastName: 'Haddad' },
  jobs: { email: 'staff.jobs@fairchance.example', firstName: 'Luis', lastName: 'Ortega' },
} as const;

export type StaffAccount = (typeof STAFF)[keyof typeof STAFF];

const freshDataDir = (name: string) => mkdtempSync(path.join(os.tmpdir(), `fc-e2e-${name}-`));

/** The three servers, as the global set-up starts them (support/start-servers.ts). */
export function runServers(): ServerSpec[] {
  const server = (url: string, env: Record<string, string>) => ({
    PORT: new URL(url).port,
    HOST: '127.0.0.1',
    DATABASE_URL: '',
    PUBLIC_URL: url,
    LOG_LEVEL: 'warn',
    ...env,
  });
  // The staff accounts are made by the shell command before the server starts, as an operator
  // makes one (a PGlite folder opens in one process only, so the command cannot run beside the
  // server); `node apps/api/src/admin.ts` is what `npm run admin` runs, without npm's own start.
  const createStaff = Object.values(STAFF)
    .map(
      (staff) =>
        `node apps/api/src/admin.ts create-staff ${staff.email} ${staff.firstName} ${staff.lastName}`,
    )
    .join(' && ');
  return [
    {
      name: 'main',
      command: 'npm run serve',
      url: `${mainServerURL()}/api/health`,
      env: server(mainServerURL(), {
        DATA_DIR: process.env.E2E_DATA_DIR ?? freshDataDir('main'),
        // The saved-searches journey waits for its job alert: check every 2 s, not every hour.
        JOB_ALERT_CHECK_SECONDS: '2',
        // Every journey signs its people up from 127.0.0.1: more than the default 100 an hour.
        // The limit itself is proven by the API tests (test/security/client-address.test.ts).
        SIGNUPS_PER_ADDRESS_PER_HOUR: '1000',
      }),
    },
    {
      name: 'short-token',
      command: 'npm run serve',
      url: `${shortTokenServerURL()}/api/health`,
      env: server(shortTokenServerURL(), {
        DATA_DIR: freshDataDir('short-token'),
        ACCESS_TOKEN_SECONDS: '2',
        DEMO_DATA: 'false',
      }),
    },
    {
      name: 'staff',
      command: `${createStaff} && npm run serve`,
      url: `${staffServerURL()}/api/health`,
      env: server(staffServerURL(), { DATA_DIR: freshDataDir('staff'), DEMO_DATA: 'false' }),
    },
  ];
}
