import { createSessionStore } from './session-store.ts';

/**
 * The app's session, persisted in local storage with the 'is.authenticated' cookie. A module of
 * its own so the first page can read the session without loading the API client.
 */
export const sessionStore = createSessionStore();
