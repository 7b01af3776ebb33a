import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import { databaseUrlFor } from '../global-setup.ts';

/** The template's data-dir dump, read once per worker (the files share its modules). */
let pgliteDump: Promise<Blob> | undefined;

/** A fresh copy of the migrated template, for one test file. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const config = inject('testDatabase');
  if (config.kind === 'pglite') {
    pgliteDump ??= readFile(config.dumpFile).then((dump) => new Blob([dump]));
    return openDatabase({ pgliteLoadDataDir: await pgliteDump, migrate: false });
  }
  const name = `${config.template}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: config.adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${config.template}`);
  } finally {
    await admin.end();
  }
  const handle = await openDatabase({
    databaseUrl: databaseUrlFor(config.adminUrl, name),
    migrate: false,
  });
  return {
    ...handle,
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: config.adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

export function testDatabaseKind(): 'pglite' | 'postgres' {
  return inject('testDatabase').kind;
}
