/**
 * Migrates one template database per run, so each test file can start from a copy in well under a
 * second: PostgreSQL `CREATE DATABASE ... TEMPLATE`, or a PGlite data-dir dump (every test file
 * starts from a fresh database of its own).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase:
      | { kind: 'postgres'; adminUrl: string; template: string }
      | { kind: 'pglite'; dumpFile: string };
  }
}

export function databaseUrlFor(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const template = `fc_template_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${template}`);
    const handle = await openDatabase({ databaseUrl: databaseUrlFor(adminUrl, template) });
    await handle.close();
    project.provide('testDatabase', { kind: 'postgres', adminUrl, template });
    return async () => {
      // Test files drop their own copies; drop any a crashed file left, then the template.
      const { rows } = await admin.query<{ datname: string }>(
        `select datname from pg_database where datname like $1`,
        [`${template}_%`],
      );
      for (const { datname } of rows)
        await admin.query(`drop database if exists ${datname} with (force)`);
      await admin.query(`drop database if exists ${template} with (force)`);
      await admin.end();
    };
  }

  const dir = await mkdtemp(path.join(os.tmpdir(), 'fc-pglite-'));
  const handle = await openDatabase({});
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  // A test database holds a few megabytes: a buffer pool of 16 MB (PGlite's is 128 MB) keeps all
  // of it, and each of the suite's eighty-odd starts no longer sets up 128 MB of shared memory
  // (a sixth of a start's CPU). Plans and answers do not depend on it.
  await client.exec(`alter system set shared_buffers = '16MB'`);
  const dump = await client.dumpDataDir('none');
  const dumpFile = path.join(dir, 'template.tar');
  await writeFile(dumpFile, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide('testDatabase', { kind: 'pglite', dumpFile });
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
