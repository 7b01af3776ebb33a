/**
 * Starts the whole product: database (PGlite by default), migrations, demo data, API and web app.
 * With WEB_CONCURRENCY above 1 (PostgreSQL only) the primary process does the one-time work, then
 * forks that many HTTP workers on the same port (src/cluster.ts).
 */
import cluster from 'node:cluster';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { buildApp } from './app.ts';
import { createPrimaryLog, runPrimary, workerSlot, type ProcessLog } from './cluster.ts';
import { ExpirySweeper } from './features/applicants/expire-applications.ts';
import { MailWorker } from './features/mail/worker.ts';
import { noticeMailTask } from './features/rsp-notices/notice-mails.ts';
import { JobAlertScheduler } from './features/saved-searches/job-alerts.ts';
import { checkInEmailTask } from './features/outcomes/check-in-emails.ts';
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import { resolveAuthSecret } from './lib/auth-secret.ts';
import { loadDemoData, loadProviders } from './seed/demo-data.ts';
import { loadSettings, type Settings } from './settings.ts';

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

type RuntimeSettings = Settings & { webDist: string; authSecret: string };

function open(settings: RuntimeSettings, options: { migrate: boolean }): Promise<DatabaseHandle> {
  return openDatabase({
    databaseUrl: settings.databaseUrl,
    pgliteDir: path.join(settings.dataDir, 'pglite'),
    poolMax: settings.databasePoolMax,
    migrate: options.migrate,
  });
}

/** The work done once per start, before any request: the known providers and the demo data. */
async function prepare(database: DatabaseHandle, settings: RuntimeSettings, log: ProcessLog) {
  await loadProviders(database.db);
  const loadedDemo =
    settings.demoData &&
    (await loadDemoData(database.db, {
      freeJobs: settings.employerFreeJobs,
      freeUncloaks: settings.employerFreeUncloaks,
    }));
  if (loadedDemo) log.info({}, 'Loaded the demo data: see the README for the demo sign-ins.');
}

/**
 * N workers each open a pool of DATABASE_POOL_MAX connections: say so at start when that exceeds
 * what the server lets ordinary roles open, rather than with "too many clients" errors under load.
 */
async function checkConnectionBudget(
  database: DatabaseHandle,
  settings: RuntimeSettings,
  log: ProcessLog,
) {
  // Only PostgreSQL runs several workers: node-postgres answers `{ rows }`.
  const result: unknown = await database.db.execute(
    sql`select current_setting('max_connections')::int
      - current_setting('superuser_reserved_connections')::int as available`,
  );
  const { rows } = result as { rows: { available: number }[] };
  const available = Number(rows[0]?.available);
  const wanted = settings.webConcurrency * settings.databasePoolMax;
  if (wanted > available)
    log.warn(
      { workers: settings.webConcurrency, poolMax: settings.databasePoolMax, available },
      `${settings.webConcurrency} workers × DATABASE_POOL_MAX ${settings.databasePoolMax} = ` +
        `${wanted} PostgreSQL connections, more than the server's ${available}: lower ` +
        'DATABASE_POOL_MAX or WEB_CONCURRENCY, or raise max_connections.',
    );
}

/** One HTTP server: the whole product in a single process, or one worker of several. */
async function serve(
  settings: RuntimeSettings,
  role: { isWorker: boolean; runsBackgroundJobs: boolean },
): Promise<void> {
  // In a cluster the primary has migrated and prepared already.
  const database = await open(settings, { migrate: !role.isWorker });
  const app = await buildApp({ settings, database });
  if (!role.isWorker) await prepare(database, settings, app.log);
  // The outbox sender is safe in any number of processes (FOR UPDATE SKIP LOCKED with a lease) and
  // the expiry sweep and the prune are idempotent, but one process running them is enough: the
  // others would only poll the outbox and repeat the hourly sweep.
  const mailWorker =
    settings.smtpUrl && role.runsBackgroundJobs
      ? new MailWorker({
          db: database.db,
          smtpUrl: settings.smtpUrl,
          from: settings.mailFrom,
          domain: new URL(settings.publicUrl).hostname,
          log: app.log,
        })
      : undefined;
  const expirySweeper = role.runsBackgroundJobs
    ? new ExpirySweeper({ db: database.db, log: app.log })
    : undefined;
  // Checks every hour; each client gets at most one alert a day, whatever the processes.
  const jobAlerts = role.runsBackgroundJobs
    ? new JobAlertScheduler({
        db: database.db,
        publicUrl: settings.publicUrl,
        secret: settings.authSecret,
        log: app.log,
        intervalMs: settings.jobAlertCheckSeconds * 1000,
      })
    : undefined;
  // Hourly too; each milestone of a hire is e-mailed once, whatever the processes.
  const checkInEmails = role.runsBackgroundJobs
    ? checkInEmailTask({ db: database.db, publicUrl: settings.publicUrl, log: app.log })
    : undefined;
  // Checks every few minutes (changes e-mailed as they happen); a digest goes at most once a day.
  const noticeMails = role.runsBackgroundJobs
    ? noticeMailTask({
        db: database.db,
        publicUrl: settings.publicUrl,
        log: app.log,
        intervalMs: settings.noticeCheckSeconds * 1000,
      })
    : undefined;

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    await mailWorker?.stop();
    await expirySweeper?.stop();
    await jobAlerts?.stop();
    await checkInEmails?.stop();
    await noticeMails?.stop();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  // A worker whose primary is gone (killed) would otherwise serve on, unsupervised.
  if (role.isWorker) process.on('disconnect', () => void stop('disconnect'));

  await app.listen({ port: settings.port, host: settings.host });
  mailWorker?.start();
  expirySweeper?.start();
  jobAlerts?.start();
  checkInEmails?.start();
  noticeMails?.start();
  app.log.info(
    `${database.kind === 'pglite' ? `PGlite in ${path.resolve(settings.dataDir)}` : 'PostgreSQL'}; open ${settings.publicUrl}`,
  );
}

/** The cluster's primary: migrations and the one-time work once, then the workers. */
async function startPrimary(settings: RuntimeSettings): Promise<void> {
  const log = createPrimaryLog(settings.logLevel);
  const database = await open(settings, { migrate: true });
  try {
    await prepare(database, settings, log);
    await checkConnectionBudget(database, settings, log);
  } finally {
    await database.close();
  }
  runPrimary({ workers: settings.webConcurrency, log });
}

async function main(): Promise<void> {
  const loaded = loadSettings();
  const settings: RuntimeSettings = {
    ...loaded,
    webDist: loaded.webDist ?? DEFAULT_WEB_DIST,
    // The primary generates a missing secret into DATA_DIR before forking; the workers read it.
    authSecret: await resolveAuthSecret(loaded.authSecret, loaded.dataDir),
  };
  if (settings.webConcurrency <= 1)
    return serve(settings, { isWorker: false, runsBackgroundJobs: true });
  if (cluster.isPrimary) return startPrimary(settings);
  return serve(settings, { isWorker: true, runsBackgroundJobs: workerSlot() === 0 });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
