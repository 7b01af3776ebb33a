/**
 * Writes the OpenAPI document that the server serves at /api/docs/json, for tools that read it
 * from a file (client generators, linters). The API is built on an empty in-memory database and
 * never listens; nothing is asked of the database.
 *
 *   node --import tsx apps/api/scripts/openapi.ts > openapi.json
 *   npx redocly lint openapi.json
 *
 * Its server is relative (`/`): a tool reading the file is told the address separately
 * (docs/api.md#openapi-documentation).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/db/client.ts';
import { loadSettings } from '../src/settings.ts';

const database = await openDatabase({ migrate: false });
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fc-openapi-'));
try {
  const app = await buildApp({
    settings: {
      ...loadSettings({ NODE_ENV: 'production' }),
      dataDir,
      authSecret: 'openapi-secret-that-is-long-enough-for-hs256',
      demoData: false,
      webDist: undefined,
      devRoutes: false,
      logLevel: 'silent',
    },
    database,
  });
  await app.ready();
  process.stdout.write(`${JSON.stringify(app.swagger(), null, 2)}\n`);
  await app.close();
} finally {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
}
