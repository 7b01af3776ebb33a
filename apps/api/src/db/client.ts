import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import lockfile from 'proper-lockfile';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { cacheStatements } from './statement-cache.ts';
import * as schema from './schema.ts';

export { schema };

/** One handle type for both drivers (a union of the driver types breaks Drizzle's overloads). */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** An arbitrary constant so that concurrent starts of several API processes migrate one at a time. */
const MIGRATION_LOCK_ID = 727_274_001;

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; unset opens PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite data folder; unset keeps PGlite in memory. */
  pgliteDir?: string | undefined;
  /** A PGlite data-dir dump to start from (tests use a migrated template). */
  pgliteLoadDataDir?: Blob | File | undefined;
  migrate?: boolean;
  /** PostgreSQL connections this process may hold (default 10); each worker process has its own. */
  poolMax?: number | undefined;
}

/** Thrown when another process already has the PGlite data folder open. */
export class DataDirInUseError extends Error {
  constructor(dataDir: string) {
    super(
      `The data folder ${dataDir} is in use by another process (a running server or an admin ` +
        'command). Stop it first (a lock left by a process that crashed expires after 10 seconds). ' +
        'To run several processes, use PostgreSQL (DATABASE_URL).',
    );
    this.name = 'DataDirInUseError';
  }
}

/**
 * PGlite is one process's database: a second process on the same folder would work on a copy and
 * lose what the first wrote. A lock file beside the folder (kept fresh while the process lives,
 * taken over when stale after a crash) lets only one process open it.
 */
async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  try {
    return await lockfile.lock(dataDir, {
      realpath: false,
      lockfilePath: `${dataDir}.lock`,
      stale: 10_000,
      update: 2_000,
      retries: 0,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirInUseError(dataDir);
    throw error;
  }
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const shouldMigrate = options.migrate ?? true;
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolMax ?? 10,
      // No JIT compilation: it pays off for long analytical queries, while this API's statements
      // run in milliseconds, and compiling cost the funders' report 70 ms of its 500 at full scale
      // (issue 16). The session setting, so it holds on any server.
      options: '-c jit=off',
    });
    // Each connection keeps the plans of the statements it ran (statement-cache.ts).
    pool.on('connect', cacheStatements);
    // An idle connection that the server closes (restart, failover) must not crash the process:
    // the pool drops it and opens a new one on the next query.
    pool.on('error', (error) => {
      console.error(`PostgreSQL connection lost: ${error.message}`);
    });
    const db = drizzlePg({ client: pool, schema });
    if (shouldMigrate) {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
        client.release();
      }
    }
    return { db: db, kind: 'postgres', close: () => pool.end() };
  }

  let dataDir: string | undefined;
  if (options.pgliteDir) {
    dataDir = path.resolve(options.pgliteDir);
    // PGlite does not create the parent folders of its data dir.
    await mkdir(path.dirname(dataDir), { recursive: true });
  }
  const unlock = dataDir ? await lockDataDir(dataDir) : async () => {};
  try {
    const client = await PGlite.create({
      ...(dataDir ? { dataDir } : {}),
      ...(options.pgliteLoadDataDir ? { loadDataDir: options.pgliteLoadDataDir } : {}),
    });
    const db = drizzlePglite({ client, schema });
    if (shouldMigrate) await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return {
      db: db as unknown as Database,
      kind: 'pglite',
      async close() {
        await client.close();
        await unlock();
      },
    };
  } catch (error) {
    await unlock();
    throw error;
  }
}
