/**
 * A prepared-statement cache for node-postgres (issue 11). PostgreSQL plans every unnamed
 * statement anew, and the API's list queries take longer to plan (1-3 ms) than to run (under
 * 1 ms). node-postgres prepares a statement once per connection when the query has a `name`, so
 * this client names each statement text it sees, the way pgx's statement cache does: the second
 * time a connection runs the same text (the values are parameters, so a query's text is the same
 * on every request), PostgreSQL reuses its plan, and after five runs may keep a generic one.
 *
 * At most STATEMENTS_PER_CONNECTION texts are named per connection; later ones run unnamed, as
 * before. Named statements live as long as their connection.
 */
import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { PAGE_SIZE_DEFAULT } from '@fairchance/shared';
import type pg from 'pg';

export const STATEMENTS_PER_CONNECTION = 500;

/**
 * A statement whose text starts with this runs unnamed, planned with its values every time. For
 * the statements a generic plan gets badly wrong: PostgreSQL cannot estimate how many jobs a
 * full-text query matches without its words, so a prepared search planned for any words reads
 * every match to sort them, where the words' own plan walks the newest-first index and stops
 * after a page (155 ms against 1.4 ms for a common word at 100,000 jobs).
 */
export const CUSTOM_PLAN = '/* custom plan */';

/**
 * A list's page size for its statement: the size the web app asks for (`PAGE_SIZE_DEFAULT`)
 * written into the text, any other sent as a parameter. Given as `limit $n`, the size is unknown
 * to a generic plan, which PostgreSQL then costs as reading a tenth of the rows: the generic plan
 * never looks cheaper than a custom one, so a prepared list was planned anew on every run (half a
 * millisecond of a 1.6 ms jobs page at full scale). With the size in the text, PostgreSQL keeps the
 * generic plan after five runs. Only the usual size: each size written in is a statement text of
 * its own, and a connection names at most STATEMENTS_PER_CONNECTION of them, so a caller cycling
 * through every size from 1 to 100 must not use up the names the app's other statements need.
 */
export function pageLimit(limit: number): SQL {
  if (!Number.isSafeInteger(limit) || limit < 0) {
    throw new RangeError(`A limit is a whole number, not ${limit}.`);
  }
  return limit === PAGE_SIZE_DEFAULT ? sql.raw(String(limit)) : sql`${limit}`;
}

/**
 * Names the statements of one connection from now on. Call it as the pool hands out a new
 * connection (`pool.on('connect', cacheStatements)`).
 */
export function cacheStatements(client: pg.ClientBase): void {
  /** Statement text to its name, for the texts this connection has named. */
  const named = new Map<string, string>();
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  // node-postgres's `query` has many forms; every one passes through unchanged but for the name
  // added to a plain `{ text, values }` query.
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args) => {
    const [config] = args;
    if (isPlainQueryConfig(config)) {
      const name = nameOf(named, config.text);
      if (name) args[0] = { ...config, name };
    }
    return query(...args);
  };
}

/** The text's name on this connection, or undefined once the connection has named enough. */
function nameOf(named: Map<string, string>, text: string): string | undefined {
  let name = named.get(text);
  if (name === undefined && named.size < STATEMENTS_PER_CONNECTION) {
    name = statementName(text);
    named.set(text, name);
  }
  return name;
}

/** A `{ text, values }` query without a name of its own (not a cursor or a stream). */
function isPlainQueryConfig(config: unknown): config is pg.QueryConfig {
  if (typeof config !== 'object' || config === null) return false;
  const query = config as Partial<pg.QueryConfig> & { submit?: unknown };
  return (
    typeof query.text === 'string' &&
    query.name === undefined &&
    query.submit === undefined &&
    !query.text.startsWith(CUSTOM_PLAN) &&
    // Several statements in one text cannot be prepared.
    !/;\s*\S/.test(query.text)
  );
}

/** The same name for the same text on every connection. */
export function statementName(text: string): string {
  return `fc_${createHash('sha1').update(text).digest('base64url')}`;
}
