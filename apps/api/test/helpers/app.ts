import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
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

/** Builds the real app on a fresh database; pass settings overrides for limits and quotas. */
export async function createTestApp(overrides: Partial<Settings> = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fc-api-test-'));
  const settings: Settings = {
    ...loadSettings({ NODE_ENV: 'test' }),
    dataDir,
    authSecret: 'test-secret-that-is-long-enough-for-hs256-signing',
    demoData: false,
    webDist: undefined,
    ...overrides,
  };
  const app = await buildApp({ settings, database });
  await app.ready();
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
