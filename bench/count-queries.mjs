/**
 * Bench-only preload (`node --import ./bench/count-queries.mjs`): counts every SQL statement the
 * API process sends, without changing the product's code.
 *
 * - node-postgres: every statement goes through `pg.Client.prototype.query` (a pool's query
 *   borrows a client and calls it; BEGIN and COMMIT are statements of their own).
 * - PGlite: `query`, `exec` and a transaction's `query`/`exec` (BEGIN, COMMIT) each run through
 *   `PGlite.prototype._runExclusiveQuery` once.
 *
 * The count is read at http://127.0.0.1:$BENCH_COUNTER_PORT/ (plain text). The bench reads it,
 * sends N requests one after another, reads it again and divides. Each counted call costs one
 * increment; the listener runs no SQL.
 */
import http from 'node:http';
import { isMainThread } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

let statements = 0;

const pgQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function countedQuery(...args) {
  statements += 1;
  return pgQuery.apply(this, args);
};

const pgliteRun = PGlite.prototype._runExclusiveQuery;
if (typeof pgliteRun !== 'function') {
  throw new Error(
    'count-queries: PGlite has no _runExclusiveQuery; update bench/count-queries.mjs',
  );
}
PGlite.prototype._runExclusiveQuery = function countedRun(...args) {
  statements += 1;
  return pgliteRun.apply(this, args);
};

const port = Number(process.env.BENCH_COUNTER_PORT);
// The preload runs in the password-hashing worker threads too: only the main thread answers.
if (port && isMainThread) {
  http
    .createServer((_request, response) => response.end(String(statements)))
    .listen(port, '127.0.0.1')
    .unref();
}
