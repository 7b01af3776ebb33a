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
import cluster from 'node:cluster';
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

// With WEB_CONCURRENCY above 1 this preload runs in the primary and in every worker (node:cluster
// forks with the same --import): the primary answers the sum, asking each worker for its count.
if (cluster.isWorker) {
  process.on('message', (message) => {
    if (message?.benchCountId) process.send({ benchCountId: message.benchCountId, statements });
  });
}

let asked = 0;
const workerCount = (worker) =>
  new Promise((resolve) => {
    const id = `count-${++asked}`;
    const onMessage = (message) => {
      if (message?.benchCountId !== id) return;
      worker.off('message', onMessage);
      resolve(message.statements);
    };
    worker.on('message', onMessage);
    worker.send({ benchCountId: id });
  });

const port = Number(process.env.BENCH_COUNTER_PORT);
// Threads (the password-hashing pool) load this preload too: only the main thread answers.
if (port && cluster.isPrimary && isMainThread) {
  http
    .createServer((_request, response) => {
      const workers = Object.values(cluster.workers ?? {}).filter((w) => w.isConnected());
      void Promise.all(workers.map(workerCount)).then((counts) =>
        response.end(String(counts.reduce((sum, n) => sum + n, statements))),
      );
    })
    .listen(port, '127.0.0.1')
    .unref();
}
