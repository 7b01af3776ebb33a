import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { clients, employerMembers, users } from '../../db/schema.ts';
import { confirmSession, sessionAliveSql, type AuthContext } from '../auth/authenticate.ts';
import { foundJobOf, jobByIdSelect, type FoundJob } from './queries.ts';

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

/** The viewer's row of `viewerSql`. */
interface ViewerRow extends Record<string, unknown> {
  isSessionAlive: boolean;
  clientId: string | null;
  offense: string[] | null;
  offenseMask: number | null;
  experience: string[] | null;
  city: string | null;
  state: string | null;
  employerId: string | null;
  language: string | null;
}

/**
 * The bit an offense outside the shared list gives a client (`offense_mask`'s second argument):
 * no job has it, so such a client is eligible for nothing.
 */
export const CLIENT_UNKNOWN_OFFENSE_BIT = sql.raw(String(2 ** 30));

/**
 * Who is looking at jobs, as one row (issue 11): whether the request's sign-in is alive, the
 * caller's client profile and its company's id, whichever it has, and the account's language (one
 * primary-key lookup), so that a job read's error (a 404) is answered in it without a statement
 * of its own (docs/api.md#language).
 */
function viewerSql(auth: AuthContext): SQL {
  return sql`select ${sessionAliveSql(auth.sessionId)} as "isSessionAlive",
      ${clients.id} as "clientId", ${clients.offense} as offense,
      offense_mask(${clients.offense}, ${CLIENT_UNKNOWN_OFFENSE_BIT}) as "offenseMask",
      ${clients.experience} as experience, ${clients.city} as city, ${clients.state} as state,
      ${employerMembers.employerId} as "employerId", ${users.language} as language
    from (select 1) as viewer
    left join ${clients} on ${clients.userId} = ${auth.userId}
    left join ${employerMembers} on ${employerMembers.userId} = ${auth.userId}
    left join ${users} on ${users.id} = ${auth.userId}`;
}

/** Checks the session from the viewer's row (401 when dead) and answers who is looking. */
function viewerOf(auth: AuthContext, row: ViewerRow | undefined): JobViewer {
  confirmSession(auth, row?.isSessionAlive ?? false, row?.language);
  const client: JobViewerClient | undefined =
    auth.scopes.includes('client') && row?.clientId
      ? {
          id: row.clientId,
          offense: row.offense ?? [],
          offenseMask: Number(row.offenseMask),
          experience: row.experience ?? [],
          city: row.city,
          state: row.state,
        }
      : undefined;
  return {
    client,
    employerId: auth.scopes.includes('employer') ? (row?.employerId ?? undefined) : undefined,
  };
}

/**
 * Who is looking at jobs, in one statement with the request's session check: refuses a dead
 * session (401). Every job list starts here, so that its own query is the only other statement.
 */
export async function findJobViewer(db: Database, auth: AuthContext): Promise<JobViewer> {
  const result = await db.execute<ViewerRow>(viewerSql(auth));
  return viewerOf(auth, (result as { rows: ViewerRow[] }).rows[0]);
}

/**
 * One job with who is looking at it, in one statement with the session check (issue 11): the
 * job's row joins the viewer's, so that a client's own application comes with it.
 */
export async function findJobWithViewer(
  db: Database,
  auth: AuthContext,
  id: string,
): Promise<{ viewer: JobViewer; job: FoundJob | undefined }> {
  const viewerClientId = auth.scopes.includes('client') ? sql`v."clientId"` : undefined;
  const result = await db.execute(sql`with v as (${viewerSql(auth)})
    select v.*, j.json as "jobJson", j."employerId" as "jobEmployerId", j.status as "jobStatus",
      j.offenses as "jobOffenses", j."applicationStatus" as "jobApplicationStatus"
    from v left join lateral (${jobByIdSelect(id, viewerClientId)}) j on true`);
  const [row] = (
    result as {
      rows: (ViewerRow & {
        jobJson: string | null;
        jobEmployerId: string;
        jobStatus: string;
        jobOffenses: string[];
        jobApplicationStatus: string | null;
      })[];
    }
  ).rows;
  const viewer = viewerOf(auth, row);
  const job =
    row?.jobJson == null
      ? undefined
      : foundJobOf({
          json: row.jobJson,
          employerId: row.jobEmployerId,
          status: row.jobStatus,
          offenses: row.jobOffenses,
          applicationStatus: row.jobApplicationStatus,
        });
  return { viewer, job };
}
