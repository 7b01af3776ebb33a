/**
 * The servers of a run (see playwright.config.ts): the main one at `baseURL`, and a second one
 * whose access tokens last 2 seconds, for the token refresh journey.
 */
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
