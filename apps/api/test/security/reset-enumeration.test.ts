/**
 * A password-reset request cannot tell whether an account has the address (issue 10, item 8): the
 * answer runs the very same SQL statements for a known and an unknown address (counted here with
 * Drizzle's query logger, up to the moment the answer is sent), so it takes the same time by
 * construction. The token and the e-mail are made after the answer has left.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { outbox, passwordResetRequests, passwordResetTokens } from '../../src/db/schema.ts';
import { settledResetRequests } from '../../src/features/users/reset-requests.ts';
import { createUser, uniqueEmail } from '../helpers/factories.ts';
import { createStatementLogApp, type LoggedStatement } from '../helpers/statement-log.ts';

/** Every statement the app sends, with its parameters. */
const statements: LoggedStatement[] = [];

let app: FastifyInstance;
let close: () => Promise<void>;
let database: DatabaseHandle;
/** The statements of the request in flight, frozen when its answer is sent. */
let sentAt: number | undefined;

beforeAll(async () => {
  ({ app, database, close } = await createStatementLogApp(statements, () => {
    sentAt = statements.length;
  }));
});
afterAll(async () => {
  await close();
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
