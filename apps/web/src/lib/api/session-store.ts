import { SESSION_COOKIE_DAYS, SESSION_COOKIE_NAME } from '@fairchance/shared';
import { decodeAccessToken } from './jwt.ts';

/** Where the session lives in local storage (browser tests sign in by writing it). */
export const SESSION_STORAGE_KEY = 'fairchance.session';

/** The persisted session: the two tokens and when the access token expires. */
export interface StoredSession {
  accessToken: string;
  refreshToken: string;
  /**
   * Expiry of the access token on this device's clock (ms): the time it was received plus its
   * lifetime, so a device clock that is off does not make every token look expired or fresh.
   */
  expiresAt: number;
}

/** What the token endpoint answers (TokenResponseSchema). */
export interface TokenAnswer {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
}

export function toStoredSession(tokens: TokenAnswer, now: number = Date.now()): StoredSession {
  const claims = decodeAccessToken(tokens.accessToken);
  const lifetimeSeconds = tokens.expiresIn > 0 ? tokens.expiresIn : claims.exp - claims.iat;
  return {
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken,
    expiresAt: now + lifetimeSeconds * 1000,
  };
}

export interface SessionStore {
  /** The stored session, read from storage each time (another tab may have changed it). */
  get(): StoredSession | null;
  set(session: StoredSession | null): void;
  /** Called on every change, made here or in another tab. */
  subscribe(listener: () => void): () => void;
  /** Re-reads storage and tells the listeners if it changed (the page became visible again). */
  sync(): void;
}

export interface SessionStoreOptions {
  storage?: Storage | undefined;
  /** Where the 'is.authenticated' cookie goes; `null` for none (tests, no browser). */
  document?: Document | null | undefined;
  key?: string;
  /** Whose 'storage' events tell of other tabs; `null` for none. */
  win?: Window | null | undefined;
}

function isStoredSession(value: unknown): value is StoredSession {
  if (typeof value !== 'object' || value === null) return false;
  const session = value as Record<string, unknown>;
  return (
    typeof session.accessToken === 'string' &&
    typeof session.refreshToken === 'string' &&
    typeof session.expiresAt === 'number'
  );
}

function hasSessionCookie(doc: Document): boolean {
  return doc.cookie.split(';').some((part) => part.trim().startsWith(`${SESSION_COOKIE_NAME}=`));
}

function writeSessionCookie(doc: Document, isSignedIn: boolean): void {
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  doc.cookie = isSignedIn
    ? `${SESSION_COOKIE_NAME}=true; Max-Age=${SESSION_COOKIE_DAYS * 86_400}; Path=/; SameSite=Lax${secure}`
    : `${SESSION_COOKIE_NAME}=; Max-Age=0; Path=/; SameSite=Lax${secure}`;
}

/**
 * The session in local storage, with the 'is.authenticated' cookie marking the signed-in state for
 * 90 days (docs/api.md#endpoints, docs/web-app.md#timing-constants). Without the cookie (it
 * expired, or was cleared) the stored tokens are not used. Snapshots are cached by their text, so
 * React can subscribe to it directly.
 */
export function createSessionStore(options: SessionStoreOptions = {}): SessionStore {
  const storage = options.storage ?? globalThis.localStorage;
  const doc = options.document === undefined ? globalThis.document : options.document;
  const win =
    options.win === undefined ? (typeof window === 'undefined' ? null : window) : options.win;
  const key = options.key ?? SESSION_STORAGE_KEY;
  const listeners = new Set<() => void>();
  let lastRaw: string | null = null;
  let lastSession: StoredSession | null = null;

  function read(): StoredSession | null {
    let raw: string | null;
    try {
      raw = storage.getItem(key);
    } catch {
      return null;
    }
    if (raw !== null && doc && !hasSessionCookie(doc)) raw = null;
    if (raw === lastRaw) return lastSession;
    lastRaw = raw;
    try {
      const parsed: unknown = raw === null ? null : JSON.parse(raw);
      lastSession = isStoredSession(parsed) ? parsed : null;
    } catch {
      lastSession = null;
    }
    return lastSession;
  }

  function notify() {
    for (const listener of [...listeners]) listener();
  }

  function sync() {
    const before = lastSession;
    if (read() !== before) notify();
  }

  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) sync();
  };

  return {
    get: read,
    set(session) {
      try {
        if (session) storage.setItem(key, JSON.stringify(session));
        else storage.removeItem(key);
      } catch {
        // Storage full or blocked: the session then lasts as long as the page.
      }
      if (doc) writeSessionCookie(doc, session !== null);
      sync();
    },
    subscribe(listener) {
      if (listeners.size === 0) win?.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) win?.removeEventListener('storage', onStorage);
      };
    },
    sync,
  };
}
