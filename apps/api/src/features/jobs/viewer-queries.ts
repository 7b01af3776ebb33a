import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { clients, employers } from '../../db/schema.ts';
import { confirmSession, sessionAliveSql, type AuthContext } from '../auth/authenticate.ts';

/**
 * Who is looking at a job, in one statement with the request's session check (issue 11): the
 * caller's client profile (its id and offenses) and its company's id, whichever it has.
 * Refuses a dead session (401).
 */
export async function findJobViewer(db: Database, auth: AuthContext) {
  let query = jobViewerQueries.get(db);
  if (!query) {
    query = prepareJobViewer(db);
    jobViewerQueries.set(db, query);
  }
  const [row] = await query.execute({ userId: auth.userId, sessionId: auth.sessionId });
  confirmSession(auth, row?.isSessionAlive ?? false);
  return {
    client: auth.scopes.includes('client') ? (row?.client ?? undefined) : undefined,
    employerId: auth.scopes.includes('employer') ? (row?.employerId ?? undefined) : undefined,
  };
}

/** Prepared once per database (a named statement on PostgreSQL): it runs for every job opened. */
const jobViewerQueries = new WeakMap<Database, ReturnType<typeof prepareJobViewer>>();

function prepareJobViewer(db: Database) {
  const userId = sql.placeholder('userId');
  return db
    .select({
      isSessionAlive: sessionAliveSql(sql.placeholder('sessionId')),
      client: { id: clients.id, offense: clients.offense },
      employerId: employers.id,
    })
    .from(sql`(select 1) as viewer`)
    .leftJoin(clients, eq(clients.userId, userId))
    .leftJoin(employers, eq(employers.userId, userId))
    .prepare('find_job_viewer');
}
