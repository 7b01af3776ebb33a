/**
 * What every service needs from the running application: settings, the database and the media
 * store. `app.ts` builds it once and decorates the Fastify instance with it (`app.ctx`); services
 * and queries import this module, never the app, so no feature depends on how the app is built.
 */
import type { Database, DatabaseHandle } from './db/client.ts';
import type { MediaStore } from './features/uploads/storage.ts';
import type { Settings } from './settings.ts';

export interface AppContext {
  settings: Settings;
  db: Database;
  dbKind: DatabaseHandle['kind'];
  /** Where uploaded files live (services remove the ones nothing shows any more). */
  media: MediaStore;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
