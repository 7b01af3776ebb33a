/**
 * A stand-in for the API in component tests: `fetch` is replaced by a small router of handlers,
 * every call is recorded, and anything unhandled answers 404 like the real API.
 */
import { vi } from 'vitest';
import type { User } from '@fairchance/shared';
import { sessionStore } from '#web/lib/api/index.ts';
import { makeAccessToken } from './fixtures.ts';

export interface MockRequest {
  method: string;
  url: URL;
  path: string;
  headers: Headers;
  body: unknown;
}

export type MockHandler = (request: MockRequest) => Response | Promise<Response>;

export function json(status: number, body?: unknown, headers: Record<string, string> = {}) {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

export function apiError(status: number, code: string, message: string, details?: unknown) {
  return json(status, details === undefined ? { code, message } : { code, message, details });
}

export interface ApiMock {
  on(method: string, path: string, handler: MockHandler | Response): ApiMock;
  calls: MockRequest[];
  callsTo(method: string, path: string): MockRequest[];
  fetch: ReturnType<typeof vi.fn>;
}

function readBody(body: BodyInit | null | undefined): unknown {
  if (typeof body === 'string') {
    try {
      return JSON.parse(body) as unknown;
    } catch {
      return body;
    }
  }
  return body ?? undefined;
}

export function mockApi(): ApiMock {
  const handlers = new Map<string, MockHandler>();
  const calls: MockRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const href = input instanceof Request ? input.url : input.toString();
    const url = new URL(href, 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const request: MockRequest = {
      method,
      url,
      path: url.pathname,
      headers: new Headers(init.headers),
      body: readBody(init.body),
    };
    calls.push(request);
    const handler = handlers.get(`${method} ${url.pathname}`);
    if (!handler)
      return apiError(404, 'ResourceNotFound', `No such path: ${method} ${url.pathname}`);
    return handler(request);
  });
  vi.stubGlobal('fetch', fetchMock);
  const mock: ApiMock = {
    on(method, path, handler) {
      handlers.set(
        `${method} ${path}`,
        handler instanceof Response ? () => handler.clone() : handler,
      );
      return mock;
    },
    calls,
    callsTo: (method, path) => calls.filter((c) => c.method === method && c.path === path),
    fetch: fetchMock,
  };
  return mock;
}

/** Stores a session for `user` and answers the session check and GET /v1/user with it. */
export function signInAs(api: ApiMock, user: User): ApiMock {
  const now = Math.floor(Date.now() / 1000);
  // A staff member's sign-in has just passed the second factor (decision 035).
  const accessToken = makeAccessToken({
    sub: user.id,
    scope: user.scope,
    ...(user.type === 'staff' ? { mfa: now } : {}),
  });
  sessionStore.set({ accessToken, refreshToken: 'refresh-1', expiresAt: Date.now() + 900_000 });
  return api
    .on('GET', '/api/v1/oauth/token', () =>
      json(200, { sub: user.id, exp: now + 900, iat: now, scope: user.scope }),
    )
    .on('GET', '/api/v1/user', () => json(200, user));
}

/** Answers the password grant with tokens for `user`, and GET /v1/user with the user. */
export function acceptLogin(api: ApiMock, user: User, password = 'correct horse'): ApiMock {
  return api
    .on('POST', '/api/v1/oauth/token', (request) => {
      const body = request.body as { grantType?: string; password?: string };
      if (body.grantType === 'password' && body.password !== password) {
        return apiError(401, 'InvalidCredentials', 'Invalid username/password');
      }
      return json(200, {
        accessToken: makeAccessToken({ sub: user.id, scope: user.scope }),
        refreshToken: 'refresh-login',
        tokenType: 'Bearer',
        expiresIn: 900,
      });
    })
    .on('GET', '/api/v1/user', () => json(200, user));
}
