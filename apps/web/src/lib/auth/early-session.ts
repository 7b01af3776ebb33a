import { TOKEN_REFRESH_MARGIN_SECONDS, type User } from '@fairchance/shared';
import { sessionStore } from '#web/lib/api/app-session.ts';
import { sendEarly } from '#web/lib/api/early-request.ts';
import { TOKEN_PATH, USER_PATH } from './session-paths.ts';

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
 * then go first instead of queueing behind the screen's files. Both are sent at once with `fetch`
 * alone, so that they travel while the API client and the screen's code load and run; the client
 * reads their answers (a 401 or a failure then takes its usual course). A token about to expire
 * is left to the client, which refreshes it first. `AuthProvider` takes them over with
 * `takeEarlySession`. Without a stored session it does nothing.
 */
export function startEarlySession(): void {
  const session = sessionStore.get();
  if (started || !session) return;
  const isFresh = session.expiresAt - Date.now() > TOKEN_REFRESH_MARGIN_SECONDS * 1000;
  const sentCheck = isFresh ? sendEarly(TOKEN_PATH, session.accessToken) : undefined;
  const sentUser = isFresh ? sendEarly(USER_PATH, session.accessToken) : undefined;
  const sessionApi = loadSessionApi();
  const check = sessionApi.then(({ checkStoredSession }) => checkStoredSession(sentCheck));
  const user = sessionApi.then(({ getCurrentUser }) => getCurrentUser({ sent: sentUser }));
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
