import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { User } from '@fairchance/shared';
import { sessionStore } from '#web/lib/api/app-session.ts';
import { decodeAccessToken, type AccessTokenClaims } from '#web/lib/api/jwt.ts';
import { toStoredSession, type StoredSession } from '#web/lib/api/session-store.ts';
import { accountSettingsPathFor, homePathFor, logoPathFor } from './access.ts';
import { useAccountLanguage } from './account-language.ts';
import { currentUserQueryKey, currentUserQueryOptions } from './current-user.ts';
import { loadSessionApi, takeEarlySession } from './early-session.ts';
import type { Credentials } from './session-api.ts';

/**
 * Starts loading what `login` needs, so that signing in does not wait for it: the sign-in and
 * sign-up forms call this when first focused, the other auth screens as they load. A failure here
 * is left to `login`, which loads again.
 */
export function preloadLogin(): void {
  loadSessionApi().catch(() => {});
}

/** docs/data-model.md: the tokens and their decoded claims (subject, expiry, scopes). */
export interface Session {
  accessToken: string;
  refreshToken: string;
  claims: AccessTokenClaims;
}

/** docs/web-app.md#session: loading, then authenticated (session and user) or unauthenticated. */
export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

export interface AuthContextValue {
  status: AuthStatus;
  session: Session | null;
  user: User | null;
  /** What stopped loading when it was not a refused session (no connection, a server error). */
  error: unknown;
  /** Signs in with the password grant, then fetches the user (docs/web-app.md#session). */
  login: (credentials: Credentials) => Promise<User>;
  /** Ends the session here and on the server; clears the user and every cached answer. */
  logout: () => Promise<void>;
}

const noop = () => Promise.reject(new Error('AuthProvider is missing.'));

export const AuthContext = createContext<AuthContextValue>({
  status: 'unauthenticated',
  session: null,
  user: null,
  error: null,
  login: noop,
  logout: noop,
});

function toSession(stored: StoredSession | null): Session | null {
  if (!stored) return null;
  try {
    return { ...stored, claims: decodeAccessToken(stored.accessToken) };
  } catch {
    return null; // 'Invalid token specified': the stored session is unusable
  }
}

const subscribeToSession = (listener: () => void) => sessionStore.subscribe(listener);
const readSession = () => sessionStore.get();

type Check = { state: 'checking' } | { state: 'done'; error: unknown };

/**
 * The session of docs/web-app.md#session. On start a stored session is checked with the server (GET
 * on the token endpoint): a 4xx answer clears it, any other failure is kept as `error`. The stored
 * session is read again when another tab changes it and when the page becomes visible again.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const stored = useSyncExternalStore(subscribeToSession, readSession, readSession);
  const session = useMemo(() => toSession(stored), [stored]);
  const [check, setCheck] = useState<Check>(() =>
    stored ? { state: 'checking' } : { state: 'done', error: null },
  );

  useEffect(() => {
    if (check.state !== 'checking') return;
    let isCurrent = true;
    // The calls main.tsx started as the page's script ran, if it did (early-session.ts).
    const early = takeEarlySession();
    // Ask for the user at the same time: it is needed next, and both share one refresh.
    void queryClient.prefetchQuery(
      early
        ? { ...currentUserQueryOptions(), queryFn: () => early.user }
        : currentUserQueryOptions(),
    );
    (early?.check ?? loadSessionApi().then(({ checkStoredSession }) => checkStoredSession())).then(
      (result) => {
        if (!isCurrent) return;
        if (result === 'refused') sessionStore.set(null);
        setCheck({ state: 'done', error: null });
      },
      (error: unknown) => {
        if (isCurrent) setCheck({ state: 'done', error });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [check.state, queryClient]);

  // A stored token that cannot be decoded is dropped.
  useEffect(() => {
    if (stored && !session) sessionStore.set(null);
  }, [stored, session]);

  // Signed out (here, in another tab, or by a refused refresh): forget every cached answer.
  const hadSession = useRef(session !== null);
  useEffect(() => {
    if (hadSession.current && !session) queryClient.clear();
    hadSession.current = session !== null;
  }, [session, queryClient]);

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') sessionStore.sync();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, []);

  const isChecking = check.state === 'checking';
  const userQuery = useQuery({
    ...currentUserQueryOptions(),
    enabled: session !== null && !isChecking,
  });

  const login = useCallback(
    async (credentials: Credentials) => {
      const { requestTokens } = await loadSessionApi();
      const tokens = await requestTokens(credentials);
      queryClient.clear();
      sessionStore.set(toStoredSession(tokens));
      setCheck({ state: 'done', error: null });
      return queryClient.fetchQuery(currentUserQueryOptions());
    },
    [queryClient],
  );

  const logout = useCallback(async () => {
    const current = sessionStore.get();
    sessionStore.set(null);
    queryClient.clear();
    setCheck({ state: 'done', error: null });
    // Failure is ignored (docs/api.md#endpoints): the session is already over on this device.
    if (current) {
      void loadSessionApi()
        .then(({ revokeSession }) => revokeSession(current))
        .catch(() => {});
    }
    return Promise.resolve();
  }, [queryClient]);

  const value = useMemo<AuthContextValue>(() => {
    const base = { login, logout };
    const checkError = check.state === 'done' ? check.error : null;
    if (!session) {
      return { ...base, status: 'unauthenticated', session: null, user: null, error: null };
    }
    if (checkError) {
      return { ...base, status: 'unauthenticated', session, user: null, error: checkError };
    }
    if (userQuery.data) {
      return { ...base, status: 'authenticated', session, user: userQuery.data, error: null };
    }
    if (userQuery.isError) {
      return { ...base, status: 'unauthenticated', session, user: null, error: userQuery.error };
    }
    return { ...base, status: 'loading', session, user: null, error: null };
  }, [check, session, userQuery.data, userQuery.isError, userQuery.error, login, logout]);

  useAccountLanguage(value.user);

  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthContextValue {
  return use(AuthContext);
}

export { currentUserQueryKey };

/** Where the logo leads for the signed-in user (docs/product.md). */
export function useLogoPath(): string {
  return logoPathFor(useAuth().user);
}

/** The signed-in user's home (after sign-in), or '/'. */
export function useHomePath(): string {
  return homePathFor(useAuth().user);
}

export { accountSettingsPathFor, homePathFor, logoPathFor };
