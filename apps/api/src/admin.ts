/**
 * Administration from the server's shell: `npm run admin -- <command> ...`.
 *
 *   create-staff EMAIL [FIRST LAST]
 *                            make a staff account (decision 035) and mail its owner a link to
 *                            choose a password; the first sign-in sets up the second factor
 *   grant-jobs EMAIL N [REASON]
 *                            add N job posts to the employer who signs in as EMAIL
 *   grant-uncloaks EMAIL N [REASON]
 *                            add N interview requests (uncloaks)
 *   claim-provider EMAIL KEY give a known provider's organization (KEY e.g. myWayOut, see
 *                            docs/value-lists.md#reentry-providers) to the service provider owner
 *                            who signs in as EMAIL
 *
 * Each command writes its row in the audit log (decision 036), as done by the shell; a grant's
 * REASON (the rest of the line) defaults to "Granted from the server's shell".
 *
 * Uses the same settings as the server (DATABASE_URL, or PGlite in DATA_DIR).
 */
import path from 'node:path';
import { AppError } from '@fairchance/shared';
import { DataDirInUseError, openDatabase, type Database } from './db/client.ts';
import { claimProvider, createStaffAccount, grantQuota } from './features/admin/service.ts';
import { loadSettings } from './settings.ts';

const USAGE = `Usage:
  npm run admin -- create-staff EMAIL [FIRST_NAME LAST_NAME]
  npm run admin -- grant-jobs EMAIL N [REASON]
  npm run admin -- grant-uncloaks EMAIL N [REASON]
  npm run admin -- claim-provider EMAIL PROVIDER_KEY`;

type Run = (db: Database, publicUrl: string) => Promise<string>;

/** The command line as something to run, or undefined when it is not a command. */
function commandOf(argv: string[]): Run | undefined {
  const [command, email, argument, ...rest] = argv;
  if (command === 'create-staff' && email) {
    return async (db, publicUrl) => {
      const staff = await createStaffAccount(db, publicUrl, {
        email,
        firstName: argument,
        lastName: rest.join(' '),
      });
      return `${staff.email} is a staff account now: an e-mail asks them to choose a password.`;
    };
  }
  if (!email || !argument) return undefined;
  if (command === 'grant-jobs' || command === 'grant-uncloaks') {
    const quota = command === 'grant-jobs' ? 'jobs' : 'uncloaks';
    const reason = rest.join(' ').trim();
    return async (db) => {
      const result = await grantQuota(db, email, quota, Number(argument), reason || undefined);
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
    console.log(await run(database.db, settings.publicUrl));
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
