/**
 * The prepared-statement cache (src/db/statement-cache.ts): each statement text gets one name,
 * the same on every connection, up to the cap; what cannot be prepared passes unnamed; and on
 * PostgreSQL a named statement runs again from its prepared plan with new values.
 */
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { PgDialect } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { PAGE_SIZE_DEFAULT } from '@fairchance/shared';
import {
  cacheStatements,
  CUSTOM_PLAN,
  pageLimit,
  STATEMENTS_PER_CONNECTION,
  statementName,
} from '../src/db/statement-cache.ts';
import { testDatabaseKind } from './helpers/database.ts';

/** A connection that records what it was asked to run. */
function recordingClient() {
  const seen: unknown[] = [];
  const client = {
    query: (config: unknown) => {
      seen.push(config);
      return Promise.resolve({ rows: [] });
    },
  };
  cacheStatements(client as unknown as pg.ClientBase);
  return { client: client as unknown as pg.ClientBase, seen };
}

describe('statement cache', () => {
  it('names a query text the same way every time and on every connection', async () => {
    const a = recordingClient();
    const b = recordingClient();
    const query = { text: 'select $1::int as n', values: [1] };
    await a.client.query(query);
    await a.client.query({ ...query, values: [2] });
    await b.client.query(query);
    const names = [...a.seen, ...b.seen].map((c) => (c as pg.QueryConfig).name);
    expect(new Set(names)).toEqual(new Set([statementName(query.text)]));
    expect((a.seen[1] as pg.QueryConfig).values).toEqual([2]);
  });

  it('leaves alone plain text, a query with its own name and several statements in one text', async () => {
    const { client, seen } = recordingClient();
    await client.query('select 1');
    await client.query({ text: 'select 2', name: 'mine' });
    await client.query({ text: 'begin; select 3; commit' });
    expect(seen[0]).toBe('select 1');
    expect((seen[1] as pg.QueryConfig).name).toBe('mine');
    expect((seen[2] as pg.QueryConfig).name).toBeUndefined();
  });

  it('leaves a statement marked for a custom plan unnamed, however often it runs', async () => {
    const { client, seen } = recordingClient();
    const query = { text: `${CUSTOM_PLAN} select $1::text as words`, values: ['welder'] };
    for (let i = 0; i < 3; i += 1) await client.query(query);
    expect(seen.map((c) => (c as pg.QueryConfig).name)).toEqual([undefined, undefined, undefined]);
  });

  it('names at most STATEMENTS_PER_CONNECTION texts per connection, then runs the rest unnamed', async () => {
    const { client, seen } = recordingClient();
    for (let i = 0; i <= STATEMENTS_PER_CONNECTION; i += 1) {
      await client.query({ text: `select ${i}` });
    }
    await client.query({ text: 'select 0' });
    const named = seen.map((c) => (c as pg.QueryConfig).name);
    expect(named.slice(0, STATEMENTS_PER_CONNECTION).every(Boolean)).toBe(true);
    expect(named[STATEMENTS_PER_CONNECTION]).toBeUndefined();
    expect(named.at(-1)).toBe(statementName('select 0'));
  });

  it.runIf(testDatabaseKind() === 'postgres')(
    'runs a named statement again with new values on PostgreSQL',
    async () => {
      const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await client.connect();
      try {
        cacheStatements(client);
        const text = 'select $1::int * 2 as n, (select count(*) from pg_prepared_statements) as p';
        const first = await client.query<{ n: number }>({ text, values: [2] });
        const second = await client.query<{ n: number }>({ text, values: [21] });
        expect(first.rows[0]?.n).toBe(4);
        expect(second.rows[0]?.n).toBe(42);
        const prepared = await client.query<{ name: string }>(
          'select name from pg_prepared_statements',
        );
        expect(prepared.rows.map((r) => r.name)).toEqual([statementName(text)]);
      } finally {
        await client.end();
      }
    },
  );

  it('writes the usual page size into the text, sends any other as a parameter, and refuses non-numbers', () => {
    const dialect = new PgDialect();
    expect(dialect.sqlToQuery(sql`select 1 limit ${pageLimit(PAGE_SIZE_DEFAULT)}`)).toMatchObject({
      sql: `select 1 limit ${PAGE_SIZE_DEFAULT}`,
      params: [],
    });
    // Every other size shares one statement text: a caller cannot use up a connection's names.
    expect(dialect.sqlToQuery(sql`select 1 limit ${pageLimit(7)}`)).toMatchObject({
      sql: 'select 1 limit $1',
      params: [7],
    });
    for (const bad of [1.5, -1, Number.NaN, 2 ** 60]) {
      expect(() => pageLimit(bad)).toThrow(RangeError);
    }
  });
});
