import type { User } from '@fairchance/shared';
import { sessionStore } from '#web/lib/api/app-session.ts';

/**
 * The token endpoint and the API client, loaded when a session is checked, started or ended: the
 * first page of a signed-out visitor needs neither.
 */
export const loadSessionApi = () => import('./session-api.ts');

/** A stored session's check with the server and the user, both asked for at once. */
export interface EarlySession {
  check: Promise<'valid' | 'refused'>;
  user: Promise<User>;
}

let started: EarlySession | undefined;

/**
 * Starts checking a stored session (and asking for its user) as soon as the page's script runs
 * (main.tsx), before the screen's code is asked for: on a phone's few connections these calls
 * then go first instead of queueing behind the screen's files. `AuthProvider` takes them over
 * with `takeEarlySession`. Without a stored session it does nothing.
 */
export function startEarlySession(): void {
  if (started || !sessionStore.get()) return;
  const sessionApi = loadSessionApi();
  const check = sessionApi.then(({ checkStoredSession }) => checkStoredSession());
  const user = sessionApi.then(({ getCurrentUser }) => getCurrentUser());
  // Their failures are read by AuthProvider; never an unhandled rejection before it does.
  check.catch(() => {});
  user.catch(() => {});
  started = { check, user };
}

/** The calls `startEarlySession` started, once (undefined afterwards, or when none was). */
export function takeEarlySession(): EarlySession | undefined {
  const taken = started;
  started = undefined;
  return taken;
}
