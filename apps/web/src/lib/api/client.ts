import {
  OAUTH_CLIENT_ID_DEFAULT,
  OAUTH_CLIENT_SECRET_DEFAULT,
  REQUEST_RETRIES,
  REQUEST_RETRY_BASE_MS,
  REQUEST_RETRY_JITTER,
  TOKEN_REFRESH_MARGIN_SECONDS,
} from '@fairchance/shared';
import { ApiError, errorFromResponse } from './errors.ts';
import { API_BASE_URL, callHeaders } from './early-request.ts';
import { createRefreshLock, type RefreshLock } from './refresh-lock.ts';
import {
  toStoredSession,
  type SessionStore,
  type StoredSession,
  type TokenAnswer,
} from './session-store.ts';

export type HttpMethod = 'GET' | 'HEAD' | 'OPTIONS' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** docs/web-app.md#retries: only these are retried after a network error or a 5xx answer. */
const IDEMPOTENT = new Set<HttpMethod>(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions<T = unknown> {
  method?: HttpMethod;
  query?: Record<string, QueryValue>;
  /** A plain value is sent as JSON; FormData, Blob and URLSearchParams are sent as they are. */
  body?: unknown;
  /** Send the bearer token (default). Switched off for sign-in, sign-up and presigned uploads. */
  auth?: boolean;
  headers?: Record<string, string>;
  /** Retries of an idempotent call after a network error or a 5xx (default 4). */
  retries?: number;
  /** Milliseconds for the whole call, retries included (default: none). */
  timeout?: number;
  signal?: AbortSignal;
  /**
   * Reads the answer, usually a shared response schema's `parse`; the response is there for its
   * headers (a list's x-total-count).
   */
  parse?: (data: unknown, response: Response) => T | Promise<T>;
  /**
   * What a 304 answer stands for: the value the caller holds, for a call that asked with `since`
   * (docs/api.md). Without it a 304, like any answer outside 2xx, is an error.
   */
  notModified?: () => T;
  keepalive?: boolean;
  /**
   * The call's first answer, already asked for with this bearer token before the client was
   * loaded (the stored session's check and user, lib/auth/early-session.ts). It stands for the
   * first attempt when the client would send the same token; a 401, a retry or another token
   * goes through the client as usual.
   */
  sent?: SentRequest | undefined;
}

/** A request sent outside the client: the token it carried and its answer. */
export interface SentRequest {
  token: string;
  response: Promise<Response>;
}

export interface ApiClientOptions {
  store: SessionStore;
  /** Prefix of relative paths ('/api'). */
  baseUrl?: string;
  fetch?: typeof fetch;
  lock?: RefreshLock;
  clientId?: string;
  clientSecret?: string;
  /** Reads the token endpoint's answer (TokenResponseSchema). */
  parseTokens?: (data: unknown) => TokenAnswer | Promise<TokenAnswer>;
  now?: () => number;
  random?: () => number;
  sleep?: (ms: number) => Promise<void>;
  /**
   * Told when a failed refresh ended the session (docs/web-app.md#token-refresh: 400-500 logs out).
   */
  onSessionEnded?: () => void;
  /**
   * The interface's language, sent as Accept-Language on every call so that the server's
   * messages come in it (docs/api.md#language).
   */
  language?: () => string | undefined;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function isPlainBody(body: unknown): boolean {
  return !(
    body === undefined ||
    body instanceof FormData ||
    body instanceof Blob ||
    body instanceof URLSearchParams ||
    body instanceof ArrayBuffer ||
    typeof body === 'string'
  );
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

function sessionEndedError(): ApiError {
  return new ApiError({
    type: 'CLIENT',
    status: 401,
    code: 'Unauthorized',
    message: 'Please sign in to continue.',
  });
}

function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * The one API client of the web app (docs/web-app.md#token-refresh, docs/api.md#endpoints): bearer
 * header, one refresh and one retry after a 401 (refreshes shared within the tab and serialised
 * across tabs), retries with exponential backoff for idempotent calls, a timeout that shrinks
 * across retries, and typed errors.
 */
export class ApiClient {
  readonly store: SessionStore;
  private readonly baseUrl: string;
  private readonly fetchImpl: typeof fetch;
  private readonly lock: RefreshLock;
  private readonly clientId: string;
  private readonly clientSecret: string;
  private readonly parseTokens: (data: unknown) => TokenAnswer | Promise<TokenAnswer>;
  private readonly now: () => number;
  private readonly random: () => number;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly onSessionEnded: (() => void) | undefined;
  private readonly language: () => string | undefined;
  private inflightRefresh: Promise<StoredSession> | null = null;

  constructor(options: ApiClientOptions) {
    this.store = options.store;
    this.baseUrl = options.baseUrl ?? API_BASE_URL;
    // Looked up on each call, so a test's stubbed global fetch is the one used.
    this.fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.lock = options.lock ?? createRefreshLock();
    this.clientId = options.clientId ?? OAUTH_CLIENT_ID_DEFAULT;
    this.clientSecret = options.clientSecret ?? OAUTH_CLIENT_SECRET_DEFAULT;
    this.parseTokens = options.parseTokens ?? ((data) => data as TokenAnswer);
    this.now = options.now ?? (() => Date.now());
    this.random = options.random ?? Math.random;
    this.sleep = options.sleep ?? defaultSleep;
    this.onSessionEnded = options.onSessionEnded;
    this.language = options.language ?? (() => undefined);
  }

  get<T = unknown>(path: string, options: Omit<RequestOptions<T>, 'method' | 'body'> = {}) {
    return this.request<T>(path, { ...options, method: 'GET' });
  }

  post<T = unknown>(path: string, options: Omit<RequestOptions<T>, 'method'> = {}) {
    return this.request<T>(path, { ...options, method: 'POST' });
  }

  put<T = unknown>(path: string, options: Omit<RequestOptions<T>, 'method'> = {}) {
    return this.request<T>(path, { ...options, method: 'PUT' });
  }

  patch<T = unknown>(path: string, options: Omit<RequestOptions<T>, 'method'> = {}) {
    return this.request<T>(path, { ...options, method: 'PATCH' });
  }

  delete<T = unknown>(path: string, options: Omit<RequestOptions<T>, 'method'> = {}) {
    return this.request<T>(path, { ...options, method: 'DELETE' });
  }

  /** A path under the API base, or a URL the server gave (an upload form) as it is. */
  url(path: string, query?: Record<string, QueryValue>): string {
    const isAbsolute = /^https?:\/\//i.test(path) || path.startsWith(`${this.baseUrl}/`);
    let url = isAbsolute ? path : `${this.baseUrl}${path.startsWith('/') ? '' : '/'}${path}`;
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined && value !== null) params.append(key, String(value));
    }
    const search = params.toString();
    if (search) url += `${url.includes('?') ? '&' : '?'}${search}`;
    return url;
  }

  /**
   * Does this session's access token expire within the 60 s margin (docs/web-app.md#session,
   * docs/web-app.md#timing-constants)?
   */
  expiresSoon(session: StoredSession): boolean {
    return session.expiresAt - this.now() <= TOKEN_REFRESH_MARGIN_SECONDS * 1000;
  }

  /**
   * A usable access token: the stored one, refreshed first when it expires within the margin
   * (which spares the server a 401 for a token the client knows is about to expire).
   */
  async getAccessToken(): Promise<string | null> {
    const session = this.store.get();
    if (!session) return null;
    if (!this.expiresSoon(session)) return session.accessToken;
    return (await this.refreshSession()).accessToken;
  }

  /**
   * docs/web-app.md#token-refresh token refresh. Concurrent callers in this tab share one call;
   * other tabs wait on the refresh lock. Inside the lock the stored session is read again: when it
   * holds a token that is valid for more than 60 s and is not the one the server just refused
   * (`failedToken`), another tab or an earlier call already refreshed it, and no call is made.
   */
  refreshSession(failedToken?: string): Promise<StoredSession> {
    this.inflightRefresh ??= this.lock
      .run(() => this.refreshLocked(failedToken))
      .finally(() => {
        this.inflightRefresh = null;
      });
    return this.inflightRefresh;
  }

  private async refreshLocked(failedToken: string | undefined): Promise<StoredSession> {
    const current = this.store.get();
    if (!current) throw sessionEndedError();
    if (!this.expiresSoon(current) && current.accessToken !== failedToken) return current;
    try {
      const tokens = await this.request('/v1/oauth/token', {
        method: 'POST',
        auth: false,
        retries: 0,
        body: {
          grantType: 'refresh_token',
          refreshToken: current.refreshToken,
          clientId: this.clientId,
          clientSecret: this.clientSecret,
        },
        parse: this.parseTokens,
      });
      const next = toStoredSession(tokens, this.now());
      this.store.set(next);
      return next;
    } catch (error) {
      // Another tab refreshed with the same refresh token first: use what it stored.
      const latest = this.store.get();
      if (latest && latest.accessToken !== current.accessToken) return latest;
      const status = error instanceof ApiError ? error.status : undefined;
      if (status !== undefined && status >= 400 && status <= 500) this.endSession();
      throw error;
    }
  }

  /** Forgets the session here and in every tab. */
  endSession(): void {
    this.store.set(null);
    this.onSessionEnded?.();
  }

  async request<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
    const method = options.method ?? 'GET';
    const useAuth = options.auth ?? true;
    const maxRetries = IDEMPOTENT.has(method) ? (options.retries ?? REQUEST_RETRIES) : 0;
    const deadline = options.timeout === undefined ? undefined : this.now() + options.timeout;
    const url = this.url(path, options.query);

    let token: string | null = null;
    if (useAuth) {
      try {
        token = await this.getAccessToken();
      } catch (error) {
        // A refresh the server refused has ended the session: the call is unauthorized.
        if (error instanceof ApiError && this.store.get() === null) throw sessionEndedError();
        throw error;
      }
    }
    let hasRefreshed = false;
    let retry = 0;
    let sent = options.sent?.token === token ? options.sent.response : undefined;

    for (;;) {
      let response: Response;
      try {
        response = await (sent ?? this.send(url, method, options, token, deadline));
      } catch (error) {
        sent = undefined;
        if (isAbortError(error) && options.signal?.aborted) throw error;
        const networkError =
          error instanceof ApiError
            ? error
            : new ApiError({
                type: 'NETWORK',
                message: error instanceof Error ? error.message : 'Network request failed',
                cause: error,
              });
        if (retry < maxRetries && (await this.backoff(retry, deadline))) {
          retry += 1;
          continue;
        }
        throw networkError;
      }

      sent = undefined;
      if (response.status === 401 && useAuth && token && !hasRefreshed) {
        hasRefreshed = true;
        const refused = errorFromResponse(401, response.statusText, await readBody(response));
        try {
          token = (await this.refreshSession(token)).accessToken;
        } catch (error) {
          // The session is over: the caller sees the 401 itself. Other failures (no connection,
          // a server error, the lock's timeout) are what the caller needs to know.
          if (this.store.get() === null) throw refused;
          throw error;
        }
        continue;
      }

      if (response.status === 304 && options.notModified) return options.notModified();

      const data = await readBody(response).catch((error: unknown) => {
        throw new ApiError({ type: 'NETWORK', message: 'The answer was cut off', cause: error });
      });

      if (!response.ok) {
        const error = errorFromResponse(response.status, response.statusText, data);
        if (
          error.type === 'SERVER' &&
          retry < maxRetries &&
          (await this.backoff(retry, deadline))
        ) {
          retry += 1;
          continue;
        }
        throw error;
      }

      if (!options.parse) return data as T;
      try {
        return await options.parse(data, response);
      } catch (error) {
        throw new ApiError({
          type: 'INTERNAL',
          status: response.status,
          data,
          message: `Unexpected answer from ${method} ${path}`,
          cause: error,
        });
      }
    }
  }

  private async send(
    url: string,
    method: HttpMethod,
    options: RequestOptions<unknown>,
    token: string | null,
    deadline: number | undefined,
  ): Promise<Response> {
    const headers: Record<string, string> = {
      ...callHeaders(this.language(), null),
      ...options.headers,
    };
    let body: BodyInit | undefined;
    if (options.body !== undefined) {
      if (isPlainBody(options.body)) {
        headers['Content-Type'] = 'application/json';
        body = JSON.stringify(options.body);
      } else {
        body = options.body as BodyInit;
      }
    }
    if (token) headers.Authorization = `Bearer ${token}`;

    const controller = new AbortController();
    const onAbort = () => controller.abort();
    options.signal?.addEventListener('abort', onAbort);
    if (options.signal?.aborted) controller.abort();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let hasTimedOut = false;
    if (deadline !== undefined) {
      const remaining = deadline - this.now();
      if (remaining <= 0) throw new ApiError({ type: 'NETWORK', message: 'Request timed out' });
      timer = setTimeout(() => {
        hasTimedOut = true;
        controller.abort();
      }, remaining);
    }
    try {
      return await this.fetchImpl(url, {
        method,
        headers,
        body: body ?? null,
        signal: controller.signal,
        credentials: 'same-origin',
        ...(options.keepalive ? { keepalive: true } : {}),
      });
    } catch (error) {
      if (hasTimedOut) {
        throw new ApiError({ type: 'NETWORK', message: 'Request timed out', cause: error });
      }
      throw error;
    } finally {
      if (timer !== undefined) clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
    }
  }

  /**
   * Waits before retry number `retry + 1`: 100 ms doubled each time, plus up to 20% jitter
   * (docs/api.md#endpoints). Answers false when the wait would run past the call's deadline.
   */
  private async backoff(retry: number, deadline: number | undefined): Promise<boolean> {
    const base = REQUEST_RETRY_BASE_MS * 2 ** retry;
    const delay = Math.round(base + base * REQUEST_RETRY_JITTER * this.random());
    if (deadline !== undefined && this.now() + delay >= deadline) return false;
    await this.sleep(delay);
    return true;
  }
}
