import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { loadSettings, type Settings } from '../../src/settings.ts';
import { openTestDatabase } from './database.ts';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  settings: Settings;
  close(): Promise<void>;
}

/**
 * Builds the real app on a fresh database; pass settings overrides for limits and quotas. Passwords
 * are hashed at the cheapest argon2id cost (`passwordHashCost: 'minimal'`, lib/passwords.ts): the
 * tests sign up and sign in thousands of times, and a test that measures the cost asks for 'owasp'.
 */
export async function createTestApp(overrides: Partial<Settings> = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fc-api-test-'));
  const settings: Settings = {
    ...loadSettings({ NODE_ENV: 'test' }),
    dataDir,
    authSecret: 'test-secret-that-is-long-enough-for-hs256-signing',
    demoData: false,
    webDist: undefined,
    passwordHashCost: 'minimal',
    ...overrides,
  };
  let app: FastifyInstance;
  try {
    app = await buildApp({ settings, database });
    await app.ready();
  } catch (error) {
    // A build that stops at start (a test of bad settings) leaves nothing open.
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    app,
    database,
    settings,
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The app of a test file: built before its tests (beforeAll) and closed after them (afterAll).
 * The object answered is filled in when the build is done, so tests read `t.app` as usual.
 */
export function useTestApp(overrides: Partial<Settings> = {}): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(overrides));
  });
  afterAll(async () => {
    await t.close();
  });
  return t;
}

/** `call(method, url, headers, payload?)`: a request to `/api/v1{url}` on the test app. */
export function apiCaller(t: TestApp) {
  return (
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) => t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });
}
