import { detectLanguage } from '#web/i18n/language.ts';
import type { SentRequest } from './client.ts';

/** Where the API answers, relative to the page (the client's default base). */
export const API_BASE_URL = '/api';

/**
 * The headers every call sends: JSON wanted, the interface's language, the session's token. The
 * API client (client.ts) passes no token here: it adds the call's own headers and body type, then
 * the token, which no call's own header can replace.
 */
export function callHeaders(
  language: string | undefined,
  token: string | null | undefined,
): Record<string, string> {
  return {
    Accept: 'application/json',
    ...(language ? { 'Accept-Language': language } : {}),
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
  };
}

/**
 * A GET sent with `fetch` alone, before the API client is loaded, with the headers the client
 * sends; the client then reads its answer (`RequestOptions.sent`). For the first page's calls
 * (lib/auth/early-session.ts): on a phone they go out while the page's code still loads and runs.
 */
export function sendEarly(path: string, token: string): SentRequest {
  // The language is the one the interface is about to take (i18n/index.ts sets <html lang> to it).
  const response = fetch(`${API_BASE_URL}${path}`, {
    headers: callHeaders(detectLanguage(), token),
    credentials: 'same-origin',
  });
  // Read by the client once it is loaded; never an unhandled rejection before it is.
  response.catch(() => {});
  return { token, response };
}
