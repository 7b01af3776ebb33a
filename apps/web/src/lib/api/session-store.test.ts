import { afterEach, describe, expect, it, vi } from 'vitest';
import { CALL_MESSAGES } from '@fairchance/shared';
import { makeAccessToken } from '#web/test/fixtures.ts';
import { memoryStorage } from '#web/test/memory-storage.ts';
import { decodeAccessToken, InvalidTokenError } from './jwt.ts';
import { createSessionStore, SESSION_STORAGE_KEY, toStoredSession } from './session-store.ts';

afterEach(() => {
  document.cookie = 'is.authenticated=; Max-Age=0; Path=/';
});

describe('decodeAccessToken', () => {
  it('reads the subject, expiry and scopes', () => {
    const token = makeAccessToken({ sub: 'user-1', scope: 'rsp rsp:owner', expiresInSeconds: 60 });
    const claims = decodeAccessToken(token);
    expect(claims).toMatchObject({ sub: 'user-1', scope: 'rsp rsp:owner' });
    expect(claims.exp - claims.iat).toBe(60);
  });

  it.each(['', 'not-a-jwt', 'a.!!!.c', `a.${btoa('"just a string"')}.c`, `a.${btoa('{}')}.c`])(
    "says 'Invalid token specified' for %j",
    (token) => {
      expect(() => decodeAccessToken(token)).toThrow(InvalidTokenError);
      expect(() => decodeAccessToken(token)).toThrow(CALL_MESSAGES.invalidToken);
    },
  );
});

describe('session store', () => {
  const session = { accessToken: makeAccessToken(), refreshToken: 'r1', expiresAt: 123 };

  it("keeps the session in local storage and marks it with the 90-day 'is.authenticated' cookie", () => {
    const storage = memoryStorage();
    const cookies: string[] = [];
    const doc = {
      get cookie() {
        return cookies.at(-1)?.split(';')[0] ?? '';
      },
      set cookie(value: string) {
        cookies.push(value);
      },
      location: { protocol: 'http:' },
    } as unknown as Document;
    const store = createSessionStore({ storage, document: doc, win: null });
    store.set(session);
    expect(JSON.parse(storage.getItem(SESSION_STORAGE_KEY) ?? 'null')).toEqual(session);
    expect(cookies.at(-1)).toBe('is.authenticated=true; Max-Age=7776000; Path=/; SameSite=Lax');
    expect(store.get()).toEqual(session);
    // The same snapshot while nothing changed (React subscribes to it).
    expect(store.get()).toBe(store.get());

    store.set(null);
    expect(storage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(cookies.at(-1)).toBe('is.authenticated=; Max-Age=0; Path=/; SameSite=Lax');
    expect(store.get()).toBeNull();
  });

  it('ignores stored tokens once the cookie is gone (90 days passed)', () => {
    const store = createSessionStore({ win: null });
    store.set(session);
    expect(store.get()).toEqual(session);
    document.cookie = 'is.authenticated=; Max-Age=0; Path=/';
    expect(store.get()).toBeNull();
  });

  it('tells subscribers about changes made in another tab', () => {
    const storage = memoryStorage();
    const store = createSessionStore({ storage, document: null });
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY }));
    expect(listener).toHaveBeenCalledOnce();
    expect(store.get()).toEqual(session);
    unsubscribe();
  });

  it('re-reads storage on sync (the page became visible again)', () => {
    const storage = memoryStorage();
    const store = createSessionStore({ storage, document: null, win: null });
    const listener = vi.fn();
    store.subscribe(listener);
    store.sync();
    expect(listener).not.toHaveBeenCalled();
    storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
    store.sync();
    expect(listener).toHaveBeenCalledOnce();
  });

  it('computes the expiry on this device from the lifetime the server gives', () => {
    const accessToken = makeAccessToken({ expiresInSeconds: 900 });
    const stored = toStoredSession({ accessToken, refreshToken: 'r', expiresIn: 900 }, 1_000);
    expect(stored).toEqual({ accessToken, refreshToken: 'r', expiresAt: 901_000 });
  });

  it('refuses an undecodable access token', () => {
    expect(() => toStoredSession({ accessToken: 'nope', refreshToken: 'r', expiresIn: 1 })).toThrow(
      'Invalid token specified',
    );
  });
});
