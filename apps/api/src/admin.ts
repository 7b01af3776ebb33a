/**
 * Administration from the server's shell: `npm run admin -- <command> ...`.
 *
 *   grant-jobs EMAIL N       add N job posts to the employer who signs in as EMAIL
 *   grant-uncloaks EMAIL N   add N interview requests (uncloaks)
 *
 * Uses the same settings as the server (DATABASE_URL, or PGlite in DATA_DIR).
 */
import path from 'node:path';
import { AppError } from '@fairchance/shared';
import { openDatabase } from './db/client.ts';
import { grantQuota } from './features/admin/service.ts';
import { loadSettings } from './settings.ts';

const USAGE = `Usage:
  npm run admin -- grant-jobs EMAIL N
  npm run admin -- grant-uncloaks EMAIL N`;

async function main(argv: string[]): Promise<number> {
  const [command, email, amountText] = argv;
  const quota =
    command === 'grant-jobs' ? 'jobs' : command === 'grant-uncloaks' ? 'uncloaks' : undefined;
  if (!quota || !email || !amountText) {
    console.error(USAGE);
    return 2;
  }
  const settings = loadSettings();
  const database = await openDatabase({
    databaseUrl: settings.databaseUrl,
    pgliteDir: path.join(settings.dataDir, 'pglite'),
  });
  try {
    const result = await grantQuota(database.db, email, quota, Number(amountText));
    console.log(
      `${result.employerName} now has ${result.available} ${quota === 'jobs' ? 'job posts' : 'interview requests'} available.`,
    );
    return 0;
  } catch (error) {
    if (error instanceof AppError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
