/**
 * Answers whose JSON the database writes (src/lib/json-text.ts, decision 039): its timestamps and
 * cursors must be the very text Node writes (`Date#toISOString`, `encodeCursor`), on both
 * databases, and the response serializer must refuse such a text when it strays from the schema.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { DatabaseHandle } from '../src/db/client.ts';
import { isoTimeSql, JsonText } from '../src/lib/json-text.ts';
import { cursorSql, encodeCursor } from '../src/lib/paging.ts';
import { createResponseSerializerCompiler } from '../src/lib/response-serializer.ts';
import { openTestDatabase } from './helpers/database.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** Times with microseconds that toISOString truncates, not rounds, and long cursor texts. */
const TIMES = [
  '2026-11-24T11:21:08.609999+00:00',
  '1999-12-31T23:59:59.999500+00:00',
  '2026-03-08T02:30:00+00:00',
  '0999-01-01T00:00:00.001+00:00',
];
const ID = '01a20d49-c701-747f-89c1-17d8f15b26b8';

describe('JSON written by the database', () => {
  it('writes timestamps as Date#toISOString does', async () => {
    for (const time of TIMES) {
      const result = await database.db.execute(
        sql`select ${isoTimeSql(sql`${time}::timestamptz`)} as text, ${time}::timestamptz as at`,
      );
      const [row] = (result as { rows: { text: string; at: Date | string }[] }).rows;
      expect(row?.text).toBe(new Date(row!.at).toISOString());
    }
  });

  it('writes cursors as encodeCursor does, with and without a sort key', async () => {
    for (const time of TIMES) {
      for (const key of [undefined, 0, -5, 1234567890]) {
        const keySql = key === undefined ? undefined : sql`${key}::integer`;
        const result = await database.db.execute(
          sql`select ${cursorSql(sql`${time}::timestamptz`, sql`${ID}::uuid`, keySql)} as cursor,
            ${time}::timestamptz as at`,
        );
        const [row] = (result as { rows: { cursor: string; at: Date | string }[] }).rows;
        const at = new Date(row!.at);
        expect(row?.cursor).toBe(
          encodeCursor({ at, id: ID, ...(key === undefined ? {} : { key }) }),
        );
      }
    }
  });
});

describe('the response serializer with a JSON text', () => {
  const schema = z.array(z.object({ id: z.string(), count: z.number().int() }));
  const compile = (validate: boolean) =>
    createResponseSerializerCompiler({ validate })({
      schema,
      method: 'GET',
      url: '/v1/things',
      httpStatus: '200',
    }) as (data: unknown) => string;

  it('sends the text as it is', () => {
    const text = '[{"id" : "a", "count" : 1}]';
    expect(compile(true)(new JsonText(text))).toBe(text);
    expect(compile(false)(new JsonText(text))).toBe(text);
  });

  it('refuses, when checking, a field the schema does not declare or a value of another type', () => {
    const serialize = compile(true);
    expect(() => serialize(new JsonText('[{"id": "a", "count": 1, "secret": "x"}]'))).toThrow(
      /does not match its response schema/,
    );
    expect(() => serialize(new JsonText('[{"id": "a", "count": "one"}]'))).toThrow(
      /does not match its response schema/,
    );
    expect(() => serialize(new JsonText('[{"id": "a"'))).toThrow(
      /does not match its response schema/,
    );
  });
});
