import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError, CALL_MESSAGES } from '@fairchance/shared';
import { makeAccessToken } from '#web/test/fixtures.ts';
import { memoryStorage } from '#web/test/memory-storage.ts';
import { ApiClient } from './client.ts';
import { ApiError } from './errors.ts';
import { RefreshLockTimeoutError, type RefreshLock } from './refresh-lock.ts';
import { createSessionStore, type StoredSession } from './session-store.ts';

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

const urlOf = (input: RequestInfo | URL) =>
  input instanceof Request ? input.url : input.toString();

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

/** A tab-less lock that still serialises (the cross-tab lock has its own tests). */
const inTabLock: RefreshLock = { run: (task) => task() };

function session(expiresInMs = 900_000, name = 'old'): StoredSession {
  return {
    accessToken: makeAccessToken({ jti: name }),
    refreshToken: `refresh-${name}`,
    expiresAt: Date.now() + expiresInMs,
  };
}

function tokensAnswer(name = 'new', expiresIn = 900) {
  return {
    accessToken: makeAccessToken({ jti: name, expiresInSeconds: expiresIn }),
    refreshToken: `refresh-${name}`,
    tokenType: 'Bearer',
    expiresIn,
  };
}

function setup(
  handler: Handler,
  options: { stored?: StoredSession | null; lock?: RefreshLock } = {},
) {
  const store = createSessionStore({ storage: memoryStorage(), document: null, win: null });
  if (options.stored !== null) store.set(options.stored ?? session());
  const delays: number[] = [];
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
    Promise.resolve(handler(urlOf(input), init ?? {})),
  );
  const onSessionEnded = vi.fn();
  const client = new ApiClient({
    store,
    fetch,
    lock: options.lock ?? inTabLock,
    random: () => 0.5,
    sleep: (ms) => {
      delays.push(ms);
      return Promise.resolve();
    },
    onSessionEnded,
  });
  const calls = () =>
    fetch.mock.calls.map(([input, init]) => ({
      url: urlOf(input),
      method: init?.method ?? 'GET',
      authorization: new Headers(init?.headers).get('authorization'),
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body,
    }));
  return { client, store, fetch, calls, delays, onSessionEnded };
}

const bearer = (stored: StoredSession | null) => `Bearer ${stored?.accessToken}`;
const isRefresh = (url: string, init: RequestInit) =>
  url === '/api/v1/oauth/token' && init.method === 'POST';

afterEach(() => {
  vi.useRealTimers();
});

describe('ApiClient requests', () => {
  it('sends the bearer token, JSON bodies and query strings under /api', async () => {
    const { client, store, calls } = setup(() => json(200, { ok: true }));
    await expect(
      client.post('/v1/things', { body: { a: 1 }, query: { limit: 2, skip: undefined } }),
    ).resolves.toEqual({ ok: true });
    const [call] = calls();
    expect(call).toMatchObject({
      url: '/api/v1/things?limit=2',
      method: 'POST',
      authorization: bearer(store.get()),
      body: { a: 1 },
    });
  });

  it('leaves the bearer token out when auth is switched off', async () => {
    const { client, calls } = setup(() => json(204));
    await expect(client.post('/v1/users', { auth: false, body: {} })).resolves.toBeUndefined();
    expect(calls()[0]?.authorization).toBeNull();
  });

  it('parses the answer with the given schema', async () => {
    const { client } = setup(() => json(200, { n: '1' }));
    const parse = vi.fn((data: unknown) => ({ n: Number((data as { n: string }).n) }));
    await expect(client.get('/v1/x', { parse })).resolves.toEqual({ n: 1 });
  });

  it('answers the held value on 304 when the call gave one, an error otherwise', async () => {
    const { client, calls } = setup(() => new Response(null, { status: 304 }));
    const held = { id: 'held' };
    const parse = vi.fn(() => ({ id: 'parsed' }));
    await expect(
      client.get('/v1/things/1', {
        query: { since: '2025-01-01T00:00:00.000Z' },
        parse,
        notModified: () => held,
      }),
    ).resolves.toBe(held);
    expect(parse).not.toHaveBeenCalled();
    expect(calls()[0]?.url).toBe('/api/v1/things/1?since=2025-01-01T00%3A00%3A00.000Z');
    await expect(client.get('/v1/things/1', { parse })).rejects.toBeInstanceOf(ApiError);
  });

  it('sends the interface language as Accept-Language on every call, sign-in included', async () => {
    const store = createSessionStore({ storage: memoryStorage(), document: null, win: null });
    let language = 'es';
    const fetch = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) =>
      Promise.resolve(json(200, tokensAnswer())),
    );
    const client = new ApiClient({ store, fetch, lock: inTabLock, language: () => language });
    await client.get('/v1/user');
    await client.post('/v1/users', { auth: false, body: {} });
    language = 'en';
    await client.get('/v1/jobs');
    const sent = fetch.mock.calls.map(([, init]) =>
      new Headers(init?.headers).get('accept-language'),
    );
    expect(sent).toEqual(['es', 'es', 'en']);
  });

  it('sends no Accept-Language when the language is not known', async () => {
    const { client, fetch } = setup(() => json(204));
    await client.get('/v1/user');
    expect(new Headers(fetch.mock.calls[0]?.[1]?.headers).has('accept-language')).toBe(false);
  });

  it('uses URLs the server gave (an upload form) as they are', () => {
    const { client } = setup(() => json(204));
    expect(client.url('/api/v1/uploads/form')).toBe('/api/v1/uploads/form');
    expect(client.url('https://bucket.example/upload')).toBe('https://bucket.example/upload');
    expect(client.url('/v1/user')).toBe('/api/v1/user');
  });
});

describe("ApiClient answers already sent (the first page's calls)", () => {
  it('reads the answer of a call sent with the same token instead of sending it again', async () => {
    const { client, store, calls } = setup(() => json(500, { code: 'Internal', message: 'no' }));
    const sent = {
      token: store.get()?.accessToken ?? '',
      response: Promise.resolve(json(200, 'early')),
    };
    await expect(client.get('/v1/user', { sent })).resolves.toBe('early');
    expect(calls()).toHaveLength(0);
  });

  it('sends the call itself when the token it would send is another one', async () => {
    const { client, store, calls } = setup(() => json(200, 'fresh'));
    const sent = { token: 'an-older-token', response: Promise.resolve(json(200, 'early')) };
    await expect(client.get('/v1/user', { sent })).resolves.toBe('fresh');
    expect(calls()).toEqual([expect.objectContaining({ authorization: bearer(store.get()) })]);
  });

  it('refreshes after a 401 to the sent call, then asks again with the new token', async () => {
    const { client, store, calls } = setup((url, init) =>
      isRefresh(url, init) ? json(200, tokensAnswer()) : json(200, 'after refresh'),
    );
    const sent = {
      token: store.get()?.accessToken ?? '',
      response: Promise.resolve(json(401, { code: 'Unauthorized', message: 'expired' })),
    };
    await expect(client.get('/v1/user', { sent })).resolves.toBe('after refresh');
    const [refresh, retry] = calls();
    expect(refresh).toMatchObject({ url: '/api/v1/oauth/token', method: 'POST' });
    expect(retry).toMatchObject({ url: '/api/v1/user', authorization: bearer(store.get()) });
    expect(store.get()?.refreshToken).toBe('refresh-new');
  });

  it('retries through the client when the sent call found no connection', async () => {
    const { client, store, calls, delays } = setup(() => json(200, 'retried'));
    const sent = {
      token: store.get()?.accessToken ?? '',
      response: Promise.reject(new TypeError('Failed to fetch')),
    };
    await expect(client.get('/v1/user', { sent })).resolves.toBe('retried');
    expect(calls()).toHaveLength(1);
    expect(delays).toEqual([110]);
  });
});

describe('ApiClient token refresh', () => {
  it('refreshes once after a 401, then retries the request once with the new token', async () => {
    const { client, store, calls } = setup((url, init) => {
      if (isRefresh(url, init)) return json(200, tokensAnswer());
      const auth = new Headers(init.headers).get('authorization');
      return auth === bearer(old)
        ? json(401, { code: 'Unauthorized', message: 'expired' })
        : json(200, 'ok');
    });
    const old = store.get();
    await expect(client.get('/v1/user')).resolves.toBe('ok');
    const [first, refresh, retry] = calls();
    expect(first?.authorization).toBe(bearer(old));
    expect(refresh).toMatchObject({
      url: '/api/v1/oauth/token',
      method: 'POST',
      authorization: null,
      body: {
        grantType: 'refresh_token',
        refreshToken: 'refresh-old',
        clientId: 'web',
        clientSecret: 'web',
      },
    });
    expect(retry?.authorization).toBe(bearer(store.get()));
    expect(store.get()?.refreshToken).toBe('refresh-new');
    expect(calls()).toHaveLength(3);
  });

  it('gives up with the 401 when the retried request is refused again', async () => {
    const { client, calls } = setup((url, init) =>
      isRefresh(url, init)
        ? json(200, tokensAnswer())
        : json(401, { code: 'Unauthorized', message: 'no' }),
    );
    const error = await client.get('/v1/user').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ type: 'CLIENT', status: 401, code: 'Unauthorized' });
    expect(calls()).toHaveLength(3);
  });

  it('shares one refresh between concurrent 401s (single flight)', async () => {
    let releaseRefresh: () => void = () => {};
    const refreshed = new Promise<void>((resolve) => {
      releaseRefresh = resolve;
    });
    const { client, store, calls } = setup(async (url, init) => {
      if (isRefresh(url, init)) {
        await refreshed;
        return json(200, tokensAnswer());
      }
      const auth = new Headers(init.headers).get('authorization');
      return auth === bearer(old)
        ? json(401, { code: 'Unauthorized', message: 'x' })
        : json(200, url);
    });
    const old = store.get();
    const results = Promise.all([client.get('/v1/a'), client.get('/v1/b'), client.get('/v1/c')]);
    await vi.waitFor(() => expect(calls().filter((c) => c.method === 'POST')).toHaveLength(1));
    releaseRefresh();
    await expect(results).resolves.toEqual(['/api/v1/a', '/api/v1/b', '/api/v1/c']);
    const all = calls();
    expect(all.filter((c) => c.method === 'POST')).toHaveLength(1);
    const retries = all.slice(-3);
    for (const retry of retries) expect(retry.authorization).toBe(bearer(store.get()));
  });

  it('refreshes before a request when the token expires within 60 s', async () => {
    const { client, calls } = setup(
      (url, init) => (isRefresh(url, init) ? json(200, tokensAnswer()) : json(200, 'ok')),
      { stored: session(59_000) },
    );
    await client.get('/v1/user');
    expect(calls().map((c) => c.method)).toEqual(['POST', 'GET']);
  });

  it('skips the refresh when the token expires more than 60 s from now', async () => {
    const { client, store, calls } = setup(() => json(200, 'ok'), { stored: session(61_000) });
    const before = store.get();
    await expect(client.refreshSession()).resolves.toBe(before);
    await client.get('/v1/user');
    expect(calls().map((c) => c.method)).toEqual(['GET']);
  });

  it('skips the refresh after a 401 when another tab already stored a fresh token', async () => {
    const other = session(900_000, 'other-tab');
    const { client, store, calls } = setup((url, init) => {
      const auth = new Headers(init.headers).get('authorization');
      if (auth === bearer(other)) return json(200, 'ok');
      store.set(other); // the other tab refreshed while this request was under way
      return json(401, { code: 'Unauthorized', message: 'expired' });
    });
    await expect(client.get('/v1/user')).resolves.toBe('ok');
    expect(calls().map((c) => c.method)).toEqual(['GET', 'GET']);
    expect(calls()[1]?.authorization).toBe(bearer(other));
  });

  it('treats a failed refresh as refreshed elsewhere when the stored token changed', async () => {
    const other = session(900_000, 'other-tab');
    const { client, store, onSessionEnded } = setup(
      (url, init) => {
        if (isRefresh(url, init)) {
          store.set(other); // another tab used the refresh token first
          return json(400, { code: 'InvalidRequest', message: 'refresh token reused' });
        }
        return json(200, 'ok');
      },
      { stored: session(10_000) },
    );
    await expect(client.get('/v1/user')).resolves.toBe('ok');
    expect(store.get()).toEqual(other);
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it.each([400, 401, 500])('logs out when the refresh fails with %i', async (status) => {
    const { client, store, onSessionEnded, calls } = setup((url, init) =>
      isRefresh(url, init)
        ? json(status, { code: 'InvalidRequest', message: 'The refresh token is not valid.' })
        : json(401, { code: 'Unauthorized', message: 'expired' }),
    );
    const error = await client.get('/v1/user').catch((e: unknown) => e);
    expect(error).toMatchObject({ type: 'CLIENT', status: 401 });
    expect(store.get()).toBeNull();
    expect(onSessionEnded).toHaveBeenCalledOnce();
    expect(calls()).toHaveLength(2);
  });

  it('keeps the session when the refresh fails with 502 or no connection', async () => {
    let answer: () => Response = () => json(502, { code: 'InternalError', message: 'down' });
    const { client, store, onSessionEnded } = setup(
      (url, init) => (isRefresh(url, init) ? answer() : json(200, 'ok')),
      { stored: session(1_000) },
    );
    await expect(client.get('/v1/user', { retries: 0 })).rejects.toMatchObject({ status: 502 });
    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(client.get('/v1/user', { retries: 0 })).rejects.toMatchObject({
      type: 'NETWORK',
    });
    expect(store.get()).not.toBeNull();
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it("fails with the lock's timeout when the refresh lock cannot be had", async () => {
    const stuck: RefreshLock = { run: () => Promise.reject(new RefreshLockTimeoutError()) };
    const { client } = setup(() => json(200, 'ok'), { stored: session(1_000), lock: stuck });
    await expect(client.get('/v1/user')).rejects.toThrow(CALL_MESSAGES.refreshLockTimeout);
  });
});

describe('ApiClient retries', () => {
  it('retries an idempotent call 4 times with exponential backoff and jitter', async () => {
    let failures = 4;
    const { client, calls, delays } = setup(() =>
      failures-- > 0 ? json(503, { code: 'InternalError', message: 'busy' }) : json(200, 'ok'),
    );
    await expect(client.get('/v1/jobs')).resolves.toBe('ok');
    expect(calls()).toHaveLength(5);
    // 100 ms doubled each time, plus 20% × random (0.5 here).
    expect(delays).toEqual([110, 220, 440, 880]);
  });

  it('gives up after 4 retries with a SERVER error', async () => {
    const { client, calls } = setup(() => json(500, { code: 'InternalError', message: 'boom' }));
    await expect(client.get('/v1/jobs')).rejects.toMatchObject({ type: 'SERVER', status: 500 });
    expect(calls()).toHaveLength(5);
  });

  it.each(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE'] as const)(
    'retries %s after a network error',
    async (method) => {
      let failures = 1;
      const { client, calls } = setup(() => {
        if (failures-- > 0) throw new TypeError('Failed to fetch');
        return json(204);
      });
      await client.request('/v1/x', { method });
      expect(calls()).toHaveLength(2);
    },
  );

  it.each(['POST', 'PATCH'] as const)('does not retry %s', async (method) => {
    const { client, calls } = setup(() => json(503, { code: 'InternalError', message: 'x' }));
    await expect(client.request('/v1/x', { method })).rejects.toMatchObject({ type: 'SERVER' });
    expect(calls()).toHaveLength(1);
  });

  it('does not retry a 4xx answer', async () => {
    const { client, calls } = setup(() => json(404, { code: 'ResourceNotFound', message: 'x' }));
    await expect(client.get('/v1/x')).rejects.toMatchObject({ type: 'CLIENT', status: 404 });
    expect(calls()).toHaveLength(1);
  });

  it('waits 100, 200, 400 and 800 ms (+ up to 20%) between tries, in real timers', async () => {
    vi.useFakeTimers();
    const store = createSessionStore({ storage: memoryStorage(), document: null, win: null });
    store.set(session());
    let failures = 4;
    const fetch = vi.fn(() =>
      Promise.resolve(
        failures-- > 0 ? json(502, { code: 'InternalError', message: 'x' }) : json(200, 'ok'),
      ),
    );
    const client = new ApiClient({ store, fetch, lock: inTabLock, random: () => 1 });
    const result = client.get('/v1/jobs');
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    for (const [delay, calls] of [
      [120, 2],
      [240, 3],
      [480, 4],
      [960, 5],
    ] as const) {
      await vi.advanceTimersByTimeAsync(delay - 1);
      expect(fetch).toHaveBeenCalledTimes(calls - 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(fetch).toHaveBeenCalledTimes(calls);
    }
    await expect(result).resolves.toBe('ok');
  });

  it('shrinks the remaining timeout across retries and stops when it would run out', async () => {
    vi.useFakeTimers();
    const store = createSessionStore({ storage: memoryStorage(), document: null, win: null });
    store.set(session());
    const fetch = vi.fn(() => Promise.resolve(json(503, { code: 'InternalError', message: 'x' })));
    const client = new ApiClient({ store, fetch, lock: inTabLock, random: () => 0 });
    const result = client.get('/v1/jobs', { timeout: 350 }).catch((e: unknown) => e);
    // Tries at 0, 100 and 300 ms; the next wait (400 ms) would pass the 350 ms deadline.
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(await result).toMatchObject({ type: 'SERVER', status: 503 });
  });

  it('aborts a call that outlives its timeout as a NETWORK error', async () => {
    vi.useFakeTimers();
    const store = createSessionStore({ storage: memoryStorage(), document: null, win: null });
    store.set(session());
    const fetch = vi.fn(
      (_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    );
    const client = new ApiClient({ store, fetch, lock: inTabLock });
    const result = client.get('/v1/slow', { timeout: 1000 }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    const error = await result;
    expect(error).toMatchObject({ type: 'NETWORK', message: 'API ERROR - Request timed out' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('ApiError', () => {
  it('types a 4xx answer as CLIENT with its status, data, code and details', async () => {
    const body = {
      code: 'ResourceConflict',
      message: 'Email already in use',
      details: [{ path: 'email', message: 'Email already in use' }],
    };
    const { client } = setup(() => json(409, body));
    const error = await client.post('/v1/users', { auth: false }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      type: 'CLIENT',
      status: 409,
      code: 'ResourceConflict',
      data: body,
      details: body.details,
      message: 'API ERROR - Email already in use',
    });
    const appError = (error as ApiError).toAppError();
    expect(appError).toBeInstanceOf(AppError);
    expect(appError).toMatchObject({
      code: 'ResourceConflict',
      status: 409,
      message: 'Email already in use',
      details: body.details,
    });
  });

  it('types a 5xx answer as SERVER, even without a JSON body', async () => {
    const { client } = setup(() => new Response('Bad gateway', { status: 502 }));
    const error = await client.post('/v1/x').catch((e: unknown) => e);
    expect(error).toMatchObject({ type: 'SERVER', status: 502, code: undefined });
    expect((error as Error).message).toMatch(/^API ERROR - /);
    expect((error as ApiError).toAppError().code).toBe('InternalError');
  });

  it('types a failed connection as NETWORK', async () => {
    const { client } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    const error = await client.post('/v1/x').catch((e: unknown) => e);
    expect(error).toMatchObject({
      type: 'NETWORK',
      status: undefined,
      message: 'API ERROR - Failed to fetch',
    });
  });

  it('types an answer that does not match its schema as INTERNAL', async () => {
    const { client } = setup(() => json(200, { unexpected: true }));
    const error = await client
      .get('/v1/user', {
        parse: () => {
          throw new Error('invalid');
        },
      })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ type: 'INTERNAL', status: 200 });
    expect((error as Error).message).toBe('API ERROR - Unexpected answer from GET /v1/user');
  });

  it('passes a caller abort through untouched', async () => {
    const controller = new AbortController();
    const { client, calls } = setup(() => {
      controller.abort();
      throw new DOMException('aborted', 'AbortError');
    });
    const error = await client.get('/v1/x', { signal: controller.signal }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DOMException);
    expect(calls()).toHaveLength(1);
  });
});
