/**
 * The real app on a fresh test database, seen through a Drizzle instance that logs every statement
 * it sends, for tests that count the SQL a request runs.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { buildApp } from '../../src/app.ts';
import { schema, type Database, type DatabaseHandle } from '../../src/db/client.ts';
import { loadSettings } from '../../src/settings.ts';
import { openTestDatabase } from './database.ts';

export interface LoggedStatement {
  sql: string;
  params: unknown[];
}

export interface StatementLogApp {
  app: FastifyInstance;
  /** The database as opened, without the log. */
  database: DatabaseHandle;
  /** The same connection through the logging Drizzle instance. */
  db: Database;
  close: () => Promise<void>;
}

/**
 * Builds the app on a fresh test database with every statement pushed onto `statements`; `onSend`
 * runs when an answer is sent, so a test can tell the statements before the answer from the work
 * after it.
 */
export async function createStatementLogApp(
  statements: LoggedStatement[],
  onSend?: () => void,
): Promise<StatementLogApp> {
  return createStatementLogAppOn(await openTestDatabase(), statements, onSend);
}

/**
 * The same on a database the caller opened and filled (a test that loads a data set first).
 * The app owns it from here: `close` closes it too.
 */
export async function createStatementLogAppOn(
  database: DatabaseHandle,
  statements: LoggedStatement[],
  onSend?: () => void,
): Promise<StatementLogApp> {
  const logger = { logQuery: (sql: string, params: unknown[]) => statements.push({ sql, params }) };
  const client = (database.db as unknown as { $client: unknown }).$client;
  const db =
    database.kind === 'pglite'
      ? drizzlePglite({ client: client as PGlite, schema, logger })
      : drizzlePg({ client: client as pg.Pool, schema, logger });
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fc-api-test-'));
  const app = await buildApp({
    settings: {
      ...loadSettings({ NODE_ENV: 'test' }),
      dataDir,
      authSecret: 'test-secret-that-is-long-enough-for-hs256-signing',
      demoData: false,
      webDist: undefined,
    },
    database: { ...database, db },
  });
  if (onSend) {
    app.addHook('onSend', async () => {
      onSend();
    });
  }
  await app.ready();
  return {
    app,
    database,
    db: db as unknown as Database,
    close: async () => {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
