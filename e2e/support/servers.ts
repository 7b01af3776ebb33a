/**
 * The servers of a run (see playwright.config.ts): the main one at `baseURL`, and a second one
 * whose access tokens last 2 seconds, for the token refresh journey.
 */
export function shortTokenServerURL(): string {
  const port = Number(process.env.E2E_SHORT_TOKEN_PORT ?? Number(process.env.E2E_PORT) + 1);
  return `http://127.0.0.1:${port}`;
}

/** The server of the staff console's journey, whose staff account the shell made at its start. */
export function staffServerURL(): string {
  const port = Number(process.env.E2E_STAFF_PORT ?? Number(process.env.E2E_PORT) + 10_000);
  return `http://127.0.0.1:${port}`;
}

/** That staff account's address (playwright.config.ts makes it). */
export const STAFF_EMAIL = 'staff.e2e@fairchance.example';
