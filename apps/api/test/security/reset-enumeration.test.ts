/**
 * A password-reset request cannot tell whether an account has the address (issue 10, item 8): the
 * answer runs the very same SQL statements for a known and an unknown address (counted here with
 * Drizzle's query logger, up to the moment the answer is sent), so it takes the same time by
 * construction. The token and the e-mail are made after the answer has left.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { FastifyInstance } from 'fastify';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { schema, type Database, type DatabaseHandle } from '../../src/db/client.ts';
import { outbox, passwordResetRequests, passwordResetTokens } from '../../src/db/schema.ts';
import { settledResetRequests } from '../../src/features/users/reset-requests.ts';
import { loadSettings } from '../../src/settings.ts';
import { openTestDatabase } from '../helpers/database.ts';
import { createUser, uniqueEmail } from '../helpers/factories.ts';

/** Every statement the app sends, with its parameters. */
const statements: { sql: string; params: unknown[] }[] = [];
const logger = { logQuery: (sql: string, params: unknown[]) => statements.push({ sql, params }) };

let app: FastifyInstance;
let database: DatabaseHandle;
let db: Database;
let dataDir: string;
/** The statements of the request in flight, frozen when its answer is sent. */
let sentAt: number | undefined;

beforeAll(async () => {
  database = await openTestDatabase();
  // The same connection, seen through a Drizzle instance that logs each statement.
  const client = (database.db as unknown as { $client: unknown }).$client;
  db =
    database.kind === 'pglite'
      ? drizzlePglite({ client: client as PGlite, schema, logger })
      : drizzlePg({ client: client as pg.Pool, schema, logger });
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'fc-api-test-'));
  app = await buildApp({
    settings: {
      ...loadSettings({ NODE_ENV: 'test' }),
      dataDir,
      authSecret: 'test-secret-that-is-long-enough-for-hs256-signing',
      demoData: false,
      webDist: undefined,
    },
    database: { ...database, db },
  });
  app.addHook('onSend', async () => {
    sentAt = statements.length;
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** The statements one reset request runs before its answer is sent. */
async function statementsOfRequest(username: string) {
  await settledResetRequests(app.ctx);
  statements.length = 0;
  sentAt = undefined;
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/users/password/token',
    payload: { username },
  });
  expect(res.statusCode).toBe(204);
  expect(sentAt).toBeDefined();
  const answered = statements.slice(0, sentAt);
  await settledResetRequests(app.ctx);
  return { res, answered };
}

/** The SQL text and the number of parameters: what the database is asked to do, not with what. */
const shape = (list: { sql: string; params: unknown[] }[]) =>
  list.map((s) => `${s.sql} -- ${s.params.length} params`);

describe('password reset request', () => {
  it('runs the same statements for a known and an unknown address, and mails only the known', async () => {
    const user = await createUser(database.db);
    const unknown = uniqueEmail('nobody');

    const known = await statementsOfRequest(user.email);
    const ghost = await statementsOfRequest(unknown);
    expect(known.answered.length).toBeGreaterThan(0);
    expect(shape(known.answered)).toEqual(shape(ghost.answered));
    expect(known.res.body).toBe(ghost.res.body);
    // Neither answer reads the users table: whether the account exists plays no part in it.
    expect(known.answered.some((s) => /"users"/.test(s.sql))).toBe(false);

    // After the answers: a link for the account, nothing for the unknown address.
    const tokens = await database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(tokens).toHaveLength(1);
    expect(
      (await database.db.select().from(outbox).where(eq(outbox.to, user.email))).map(
        (m) => m.template,
      ),
    ).toEqual(['passwordReset']);
    expect(await database.db.select().from(outbox).where(eq(outbox.to, unknown))).toEqual([]);
    // Every request was answered and removed.
    expect(await database.db.select().from(passwordResetRequests)).toEqual([]);
  });

  it('writes the same rows for both while answering, and limits each address to 5 an hour', async () => {
    const user = await createUser(database.db);
    const unknown = uniqueEmail('nobody');
    const writes = (list: { sql: string }[]) =>
      list.filter((s) => /^\s*(insert|update|delete)/i.test(s.sql)).map((s) => s.sql);

    const knownWrites: string[][] = [];
    const ghostWrites: string[][] = [];
    for (let i = 0; i < 6; i++) {
      knownWrites.push(writes((await statementsOfRequest(user.email)).answered));
      ghostWrites.push(writes((await statementsOfRequest(unknown)).answered));
    }
    expect(knownWrites).toEqual(ghostWrites);
    // Five requests recorded and one rate-limit row each; the sixth writes nothing.
    expect(knownWrites.map((w) => w.length)).toEqual([2, 2, 2, 2, 2, 0]);
    expect((await database.db.select().from(outbox).where(eq(outbox.to, user.email))).length).toBe(
      5,
    );
  });
});
