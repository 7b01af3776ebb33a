import type { MediaKind } from '@fairchance/shared';
import { sessionStore } from './app-session.ts';
import { ApiClient } from './client.ts';
import { lazyParse } from './lazy-parse.ts';
import { uploadMedia } from './uploads.ts';

export { ApiClient, type HttpMethod, type RequestOptions, type SentRequest } from './client.ts';
export { ApiError, API_ERROR_PREFIX, isApiError, type ApiErrorType } from './errors.ts';
export { decodeAccessToken, InvalidTokenError, scopesOf, type AccessTokenClaims } from './jwt.ts';
export { lazyParse } from './lazy-parse.ts';
export { mediaUrl } from './media.ts';
export { RefreshLockTimeoutError } from './refresh-lock.ts';
export {
  SESSION_STORAGE_KEY,
  toStoredSession,
  type SessionStore,
  type StoredSession,
} from './session-store.ts';
export { uploadMedia } from './uploads.ts';

export { sessionStore };

/** The app's one API client. */
export const api = new ApiClient({
  store: sessionStore,
  parseTokens: (data) => lazyParse((schemas) => schemas.TokenResponseSchema)(data),
  // <html lang> follows the interface's language (i18n/index.ts).
  language: () =>
    typeof document === 'undefined' ? undefined : document.documentElement.lang || undefined,
});

/**
 * Uploads a file with the app's client (docs/api.md#endpoints uploads) and answers the key to
 * save, so that screens upload without holding the client themselves.
 */
export function uploadFile(kind: MediaKind, file: File): Promise<string> {
  return uploadMedia(api, kind, file);
}
