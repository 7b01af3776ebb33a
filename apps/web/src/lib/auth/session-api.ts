/**
 * The token endpoint (docs/api.md#endpoints Auth) and the current user (read and changed), as the
 * session needs them. Answers are read with the shared schemas, loaded on demand so the home page
 * stays small; this module (and with it the API client) is loaded on demand too, as a signed-out
 * visitor needs neither.
 */
import type { SessionClaims, TokenResponse, UpdateUserRequest, User } from '@fairchance/shared';
import { OAUTH_CLIENT_ID_DEFAULT, OAUTH_CLIENT_SECRET_DEFAULT } from '@fairchance/shared';
import {
  api,
  isApiError,
  lazyParse,
  type SentRequest,
  type StoredSession,
} from '#web/lib/api/index.ts';
import { TOKEN_PATH, USER_PATH } from './session-paths.ts';

export interface Credentials {
  username: string;
  password: string;
}

/** Sign-in with the password grant; sent without a bearer token. */
export function requestTokens(credentials: Credentials): Promise<TokenResponse> {
  return api.post(TOKEN_PATH, {
    auth: false,
    body: {
      grantType: 'password',
      username: credentials.username,
      password: credentials.password,
      clientId: OAUTH_CLIENT_ID_DEFAULT,
      clientSecret: OAUTH_CLIENT_SECRET_DEFAULT,
    },
    parse: lazyParse((schemas) => schemas.TokenResponseSchema),
  });
}

/**
 * GET the token endpoint: the session's claims, or 401 when it is over. `sent`: the call, already
 * on its way (early-session.ts).
 */
export function checkSession(sent?: SentRequest): Promise<SessionClaims> {
  return api.get(TOKEN_PATH, {
    sent,
    parse: lazyParse((schemas) => schemas.SessionClaimsSchema),
  });
}

/**
 * Checks a stored session with the server: 'valid', or 'refused' when the server answered 4xx.
 * Any other failure (no connection, a server error) is thrown.
 */
export async function checkStoredSession(sent?: SentRequest): Promise<'valid' | 'refused'> {
  try {
    await checkSession(sent);
    return 'valid';
  } catch (error) {
    if (isApiError(error) && error.type === 'CLIENT') return 'refused';
    throw error;
  }
}

/** DELETE the token endpoint: ends the session on the server. The caller ignores failures. */
export async function revokeSession(session: StoredSession): Promise<void> {
  await api.delete(TOKEN_PATH, {
    auth: false,
    retries: 1,
    keepalive: true,
    headers: { Authorization: `Bearer ${session.accessToken}` },
    body: { refreshToken: session.refreshToken },
  });
}

export function getCurrentUser(
  options: { signal?: AbortSignal; sent?: SentRequest | undefined } = {},
): Promise<User> {
  return api.get(USER_PATH, {
    ...options,
    parse: lazyParse((schemas) => schemas.UserSchema),
  });
}

/** PATCH the current user: account settings, and the account's language kept in step. */
export function updateCurrentUser(payload: UpdateUserRequest): Promise<User> {
  return api.patch(USER_PATH, {
    body: payload,
    parse: lazyParse((schemas) => schemas.UserSchema),
  });
}
