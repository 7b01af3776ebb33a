import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { v7 as uuidv7 } from 'uuid';
import type { Database } from '../../db/client.ts';
import { applications, clients, employers, jobs, users } from '../../db/schema.ts';
import { confirmSession, type AuthContext } from '../auth/authenticate.ts';
import { sessionAliveSql } from '../auth/queries.ts';

const owners = alias(users, 'owner');

/**
 * Everything applying needs to know, in one statement with the session check (issue 11): the
 * caller's client profile and account, the job, its company and the company's owner (who is told).
 */
export async function findApplyContext(db: Database, auth: AuthContext, jobId: string) {
  const [row] = await db
    .select({
      isSessionAlive: sessionAliveSql(auth.sessionId),
      client: {
        id: clients.id,
        offense: clients.offense,
        justiceStatus: clients.justiceStatus,
      },
      user: {
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        language: users.language,
      },
      job: {
        id: jobs.id,
        title: jobs.title,
        status: jobs.status,
        offenses: jobs.offenses,
        questions: jobs.questions,
      },
      employerName: employers.name,
      owner: { email: owners.email, firstName: owners.firstName, language: owners.language },
    })
    .from(sql`(select 1) as applying`)
    .leftJoin(clients, eq(clients.userId, auth.userId))
    .leftJoin(users, eq(users.id, auth.userId))
    .leftJoin(jobs, eq(jobs.id, jobId))
    .leftJoin(employers, eq(employers.id, jobs.employerId))
    .leftJoin(owners, eq(owners.id, employers.userId));
  confirmSession(auth, row?.isSessionAlive ?? false, row?.user?.language);
  return row;
}

/** Locks the client's row until the transaction ends: their applications are made one at a time. */
export async function lockClient(tx: Database, clientId: string): Promise<void> {
  await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId)).for('update');
}

interface InsertedRow {
  id: string;
  job_id: string;
  status: string;
  answers: unknown;
  created_at: Date | string;
  updated_at: Date | string;
}

/**
 * Inserts the application unless the client made `dailyLimit` or more in the last 24 hours
 * (then answers undefined). Run after `lockClient` in the same transaction: this statement's
 * snapshot, taken after the lock, sees every application made before it.
 */
export async function insertApplicationWithinLimit(
  tx: Database,
  values: { jobId: string; clientId: string; answers: unknown },
  dailyLimit: number,
) {
  const id = uuidv7();
  const recent = tx
    .select({ n: sql`count(*)` })
    .from(applications)
    .where(
      and(
        eq(applications.clientId, values.clientId),
        sql`${applications.createdAt} >= now() - interval '24 hours'`,
      ),
    );
  const result = await tx.execute(sql`insert into ${applications} (id, job_id, client_id, answers)
    select ${id}::uuid, ${values.jobId}::uuid, ${values.clientId}::uuid, ${JSON.stringify(values.answers)}::jsonb
    where (${recent}) < ${dailyLimit}
    returning id, job_id, status, answers, created_at, updated_at`);
  const [row] = (result as { rows: InsertedRow[] }).rows;
  if (!row) return undefined;
  return {
    id: row.id,
    jobId: row.job_id,
    status: row.status,
    answers: row.answers,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  };
}

export type ApplicationRow = typeof applications.$inferSelect;

/**
 * The caller's own application, locked until the transaction ends (withdrawing): found through
 * the client profile of `userId`, so another client's application is not found.
 */
export async function findOwnApplicationForUpdate(
  tx: Database,
  userId: string,
  applicationId: string,
): Promise<ApplicationRow | undefined> {
  const [row] = await tx
    .select({ application: applications })
    .from(applications)
    .innerJoin(clients, eq(clients.id, applications.clientId))
    .where(and(eq(applications.id, applicationId), eq(clients.userId, userId)))
    .for('update', { of: applications });
  return row?.application;
}

/** Withdraws the application now: its final status and the time it closed. */
export async function setApplicationWithdrawn(
  tx: Database,
  applicationId: string,
): Promise<ApplicationRow> {
  const now = new Date();
  const [row] = await tx
    .update(applications)
    .set({ status: 'withdrawn', closedAt: now, updatedAt: now })
    .where(eq(applications.id, applicationId))
    .returning();
  return row!;
}
