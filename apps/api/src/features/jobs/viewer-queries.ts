import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { clients, employerMembers, users } from '../../db/schema.ts';
import { confirmSession, sessionAliveSql, type AuthContext } from '../auth/authenticate.ts';

/** The caller's client profile as the job reads need it: eligibility, trades and place. */
export interface JobViewerClient {
  id: string;
  offense: string[];
  /** `offense` as the bits of `jobs.offense_mask` (computed by the database's `offense_mask`). */
  offenseMask: number;
  experience: string[];
  city: string | null;
  state: string | null;
}

export interface JobViewer {
  client: JobViewerClient | undefined;
  employerId: string | undefined;
}

/**
 * Who is looking at jobs, in one statement with the request's session check (issue 11): the
 * caller's client profile and its company's id, whichever it has. Refuses a dead session (401).
 * Every job read starts here, so that its own query is the only other statement. It also reads the
 * account's language (one primary-key lookup), so that a job read's error (a 404) is answered in
 * it without a third statement (docs/api.md#language).
 */
export async function findJobViewer(db: Database, auth: AuthContext): Promise<JobViewer> {
  let query = jobViewerQueries.get(db);
  if (!query) {
    query = prepareJobViewer(db);
    jobViewerQueries.set(db, query);
  }
  const [row] = await query.execute({ userId: auth.userId, sessionId: auth.sessionId });
  confirmSession(auth, row?.isSessionAlive ?? false, row?.language);
  return {
    client: auth.scopes.includes('client') ? (row?.client ?? undefined) : undefined,
    employerId: auth.scopes.includes('employer') ? (row?.employerId ?? undefined) : undefined,
  };
}

/**
 * The bit an offense outside the shared list gives a client (`offense_mask`'s second argument):
 * no job has it, so such a client is eligible for nothing.
 */
export const CLIENT_UNKNOWN_OFFENSE_BIT = sql.raw(String(2 ** 30));

/** Prepared once per database (a named statement on PostgreSQL): it runs for every job read. */
const jobViewerQueries = new WeakMap<Database, ReturnType<typeof prepareJobViewer>>();

function prepareJobViewer(db: Database) {
  const userId = sql.placeholder('userId');
  return db
    .select({
      isSessionAlive: sessionAliveSql(sql.placeholder('sessionId')),
      client: {
        id: clients.id,
        offense: clients.offense,
        offenseMask:
          sql<number>`offense_mask(${clients.offense}, ${CLIENT_UNKNOWN_OFFENSE_BIT})`.mapWith(
            Number,
          ),
        experience: clients.experience,
        city: clients.city,
        state: clients.state,
      },
      employerId: employerMembers.employerId,
      language: users.language,
    })
    .from(sql`(select 1) as viewer`)
    .leftJoin(clients, eq(clients.userId, userId))
    .leftJoin(employerMembers, eq(employerMembers.userId, userId))
    .leftJoin(users, eq(users.id, userId))
    .prepare('find_job_viewer');
}
