/** Starts the whole product: database (PGlite by default), migrations, demo data, API and web app. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { ExpirySweeper } from './features/applicants/expire-applications.ts';
import { MailWorker } from './features/mail/worker.ts';
import { openDatabase } from './db/client.ts';
import { resolveAuthSecret } from './lib/auth-secret.ts';
import { loadDemoData, loadProviders } from './seed/demo-data.ts';
import { loadSettings } from './settings.ts';

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

async function main(): Promise<void> {
  const loaded = loadSettings();
  const settings = {
    ...loaded,
    webDist: loaded.webDist ?? DEFAULT_WEB_DIST,
    authSecret: await resolveAuthSecret(loaded.authSecret, loaded.dataDir),
  };
  const database = await openDatabase({
    databaseUrl: settings.databaseUrl,
    pgliteDir: path.join(settings.dataDir, 'pglite'),
  });
  await loadProviders(database.db);
  const loadedDemo =
    settings.demoData &&
    (await loadDemoData(database.db, {
      freeJobs: settings.employerFreeJobs,
      freeUncloaks: settings.employerFreeUncloaks,
    }));
  const app = await buildApp({ settings, database });
  if (loadedDemo) app.log.info('Loaded the demo data: see the README for the demo sign-ins.');
  const mailWorker = settings.smtpUrl
    ? new MailWorker({
        db: database.db,
        smtpUrl: settings.smtpUrl,
        from: settings.mailFrom,
        domain: new URL(settings.publicUrl).hostname,
        log: app.log,
      })
    : undefined;

  const expirySweeper = new ExpirySweeper({ db: database.db, log: app.log });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    await mailWorker?.stop();
    await expirySweeper.stop();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: settings.port, host: settings.host });
  mailWorker?.start();
  expirySweeper.start();
  app.log.info(
    `${database.kind === 'pglite' ? `PGlite in ${path.resolve(settings.dataDir)}` : 'PostgreSQL'}; open ${settings.publicUrl}`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
