/**
 * Administration from the server's shell: `npm run admin -- <command> ...`.
 *
 *   grant-jobs EMAIL N       add N job posts to the employer who signs in as EMAIL
 *   grant-uncloaks EMAIL N   add N interview requests (uncloaks)
 *   claim-provider EMAIL KEY give a known provider's organization (KEY e.g. myWayOut, see
 *                            docs/value-lists.md#reentry-providers) to the service provider owner
 *                            who signs in as EMAIL
 *
 * Uses the same settings as the server (DATABASE_URL, or PGlite in DATA_DIR).
 */
import path from 'node:path';
import { AppError } from '@fairchance/shared';
import { DataDirInUseError, openDatabase, type Database } from './db/client.ts';
import { claimProvider, grantQuota } from './features/admin/service.ts';
import { loadSettings } from './settings.ts';

const USAGE = `Usage:
  npm run admin -- grant-jobs EMAIL N
  npm run admin -- grant-uncloaks EMAIL N
  npm run admin -- claim-provider EMAIL PROVIDER_KEY`;

type Run = (db: Database) => Promise<string>;

/** The command line as something to run, or undefined when it is not a command. */
function commandOf(argv: string[]): Run | undefined {
  const [command, email, argument] = argv;
  if (!email || !argument) return undefined;
  if (command === 'grant-jobs' || command === 'grant-uncloaks') {
    const quota = command === 'grant-jobs' ? 'jobs' : 'uncloaks';
    return async (db) => {
      const result = await grantQuota(db, email, quota, Number(argument));
      return `${result.employerName} now has ${result.available} ${quota === 'jobs' ? 'job posts' : 'interview requests'} available.`;
    };
  }
  if (command === 'claim-provider') {
    return async (db) => {
      const { organizationName } = await claimProvider(db, email, argument);
      return `${email} now owns ${organizationName}: they complete its profile at their next sign-in.`;
    };
  }
  return undefined;
}

async function main(argv: string[]): Promise<number> {
  const run = commandOf(argv);
  if (!run) {
    console.error(USAGE);
    return 2;
  }
  const settings = loadSettings();
  const database = await openDatabase({
    databaseUrl: settings.databaseUrl,
    pgliteDir: path.join(settings.dataDir, 'pglite'),
  });
  try {
    console.log(await run(database.db));
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
    console.error(error instanceof DataDirInUseError ? error.message : error);
    process.exit(1);
  },
);
