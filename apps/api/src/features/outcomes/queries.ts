/**
 * The SQL of the outcomes after a hire: a client's hires and their check-ins, the organization's
 * due check-ins, the client's e-mailed check-in and the e-mails still to write.
 */
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { CHECK_IN_MILESTONES } from '@fairchance/shared';
import type { Database } from '../../db/client.ts';
import {
  applications,
  clientCheckIns,
  clients,
  employers,
  hireCheckIns,
  jobs,
  rspClients,
  users,
} from '../../db/schema.ts';
import type { RspMembership } from '../organizations/access.ts';
import { visibleTo } from '../rsp-clients/queries.ts';

/** A hire: the application a client was hired on, with when (its `closed_at`). */
const isHire = and(eq(applications.status, 'hired'), isNotNull(applications.closedAt));

/** The link `id` if this person may see it, with its client. */
export async function findVisibleLink(db: Database, membership: RspMembership, id: string) {
  const [link] = await db
    .select({ id: rspClients.id, clientId: rspClients.clientId })
    .from(rspClients)
    .where(and(visibleTo(membership), eq(rspClients.id, id)));
  return link;
}

/** The client's hires, first hired first. */
export async function selectHires(db: Database, clientId: string, applicationId?: string) {
  return db
    .select({
      applicationId: applications.id,
      jobTitle: jobs.title,
      employerName: employers.name,
      hiredAt: applications.closedAt,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(employers, eq(employers.id, jobs.employerId))
    .where(
      and(
        eq(applications.clientId, clientId),
        isHire,
        applicationId ? eq(applications.id, applicationId) : undefined,
      ),
    )
    .orderBy(asc(applications.closedAt));
}

/** What the organization recorded on the link's hires, with who recorded it. */
export async function selectRecords(db: Database, rspClientId: string) {
  return db
    .select({
      record: hireCheckIns,
      author: { firstName: users.firstName, lastName: users.lastName },
    })
    .from(hireCheckIns)
    .leftJoin(users, eq(users.id, hireCheckIns.recordedByUserId))
    .where(eq(hireCheckIns.rspClientId, rspClientId));
}

/** The client's answers to their e-mailed check-ins on these hires. */
export async function selectClientAnswers(db: Database, applicationIds: string[]) {
  if (applicationIds.length === 0) return [];
  return db
    .select({
      applicationId: clientCheckIns.applicationId,
      milestone: clientCheckIns.milestone,
      stillWorking: clientCheckIns.stillWorking,
      needs: clientCheckIns.needs,
      answeredAt: clientCheckIns.answeredAt,
    })
    .from(clientCheckIns)
    .where(
      and(
        inArray(clientCheckIns.applicationId, applicationIds),
        isNotNull(clientCheckIns.answeredAt),
      ),
    );
}

/** Records a check-in; undefined when this one was recorded already. */
export async function insertRecord(db: Database, values: typeof hireCheckIns.$inferInsert) {
  const [row] = await db.insert(hireCheckIns).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findRecordAuthor(db: Database, userId: string) {
  const [author] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return author;
}

/** One check-in due on one of the organization's hires, as the due list's statement reads it. */
interface DueRow extends Record<string, unknown> {
  rsp_client_id: string;
  first_name: string;
  last_name: string;
  case_manager_user_id: string | null;
  application_id: string;
  job_title: string;
  employer_name: string;
  hired_at: string | Date;
  milestone: number;
  due_at: string | Date;
}

const milestones = () => sql`unnest(${sql.param([...CHECK_IN_MILESTONES])}::int[]) as m(days)`;

/**
 * The check-ins fallen due by `now` and not recorded, over the clients this person may see, the
 * oldest due first: a link's hires times the milestones, less what was recorded.
 */
export async function selectDue(
  db: Database,
  membership: RspMembership,
  now: Date,
  limit: number,
): Promise<DueRow[]> {
  const result = await db.execute<DueRow>(sql`
    select ${rspClients.id} as rsp_client_id, ${users.firstName} as first_name,
           ${users.lastName} as last_name, ${rspClients.caseManagerUserId} as case_manager_user_id,
           ${applications.id} as application_id, ${jobs.title} as job_title,
           ${employers.name} as employer_name, ${applications.closedAt} as hired_at,
           m.days as milestone, ${applications.closedAt} + make_interval(days => m.days) as due_at
    from ${rspClients}
    inner join ${clients} on ${clients.id} = ${rspClients.clientId}
    inner join ${users} on ${users.id} = ${clients.userId}
    inner join ${applications} on ${applications.clientId} = ${rspClients.clientId} and ${isHire}
    inner join ${jobs} on ${jobs.id} = ${applications.jobId}
    inner join ${employers} on ${employers.id} = ${jobs.employerId}
    cross join ${milestones()}
    where ${visibleTo(membership)}
      and ${applications.closedAt} + make_interval(days => m.days) <= ${now}
      and not exists (
        select 1 from ${hireCheckIns}
        where ${hireCheckIns.rspClientId} = ${rspClients.id}
          and ${hireCheckIns.applicationId} = ${applications.id}
          and ${hireCheckIns.milestone} = m.days
      )
    order by due_at, ${rspClients.id}, m.days
    limit ${limit}
  `);
  return (result as { rows: DueRow[] }).rows;
}

/** A client to e-mail a check-in to: a hire whose milestone is the latest fallen due. */
interface ClientCheckInDueRow extends Record<string, unknown> {
  application_id: string;
  milestone: number;
  email: string;
  first_name: string;
  language: string;
  job_title: string;
  employer_name: string;
}

/**
 * The hires of clients linked to an organization whose check-in e-mail for a milestone fell due
 * in the last `windowDays` days and was not written yet.
 */
export async function selectClientCheckInsToSend(
  db: Database,
  { now, windowDays, limit }: { now: Date; windowDays: number; limit: number },
): Promise<ClientCheckInDueRow[]> {
  const result = await db.execute<ClientCheckInDueRow>(sql`
    select ${applications.id} as application_id, m.days as milestone, ${users.email} as email,
           ${users.firstName} as first_name, ${users.language} as language,
           ${jobs.title} as job_title, ${employers.name} as employer_name
    from ${applications}
    cross join ${milestones()}
    inner join ${clients} on ${clients.id} = ${applications.clientId}
    inner join ${users} on ${users.id} = ${clients.userId}
    inner join ${jobs} on ${jobs.id} = ${applications.jobId}
    inner join ${employers} on ${employers.id} = ${jobs.employerId}
    where ${isHire}
      and ${applications.closedAt} + make_interval(days => m.days) <= ${now}
      and ${applications.closedAt} + make_interval(days => m.days + ${windowDays}::int) > ${now}
      and exists (
        select 1 from ${rspClients}
        where ${rspClients.clientId} = ${applications.clientId} and ${rspClients.withdrawnAt} is null
      )
      and not exists (
        select 1 from ${clientCheckIns}
        where ${clientCheckIns.applicationId} = ${applications.id} and ${clientCheckIns.milestone} = m.days
      )
    order by ${applications.id}, m.days
    limit ${limit}
  `);
  return (result as { rows: ClientCheckInDueRow[] }).rows;
}

/** Takes a milestone's e-mail: false when another process took it first. */
export async function insertClientCheckIn(
  db: Database,
  values: typeof clientCheckIns.$inferInsert,
): Promise<boolean> {
  const rows = await db
    .insert(clientCheckIns)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: clientCheckIns.id });
  return rows.length > 0;
}

/** The e-mailed check-in a token's hash names, with what its page shows. */
export async function findClientCheckIn(db: Database, tokenHash: string) {
  const [row] = await db
    .select({
      id: clientCheckIns.id,
      milestone: clientCheckIns.milestone,
      language: clientCheckIns.language,
      answeredAt: clientCheckIns.answeredAt,
      firstName: users.firstName,
      jobTitle: jobs.title,
      employerName: employers.name,
    })
    .from(clientCheckIns)
    .innerJoin(applications, eq(applications.id, clientCheckIns.applicationId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(employers, eq(employers.id, jobs.employerId))
    .innerJoin(clients, eq(clients.id, applications.clientId))
    .innerJoin(users, eq(users.id, clients.userId))
    .where(eq(clientCheckIns.tokenHash, tokenHash));
  return row;
}

/** Writes the client's answer once: false when the check-in was answered already. */
export async function answerClientCheckIn(
  db: Database,
  tokenHash: string,
  answer: { stillWorking: boolean; needs: string | null; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(clientCheckIns)
    .set({ stillWorking: answer.stillWorking, needs: answer.needs, answeredAt: answer.now })
    .where(and(eq(clientCheckIns.tokenHash, tokenHash), isNull(clientCheckIns.answeredAt)))
    .returning({ id: clientCheckIns.id });
  return rows.length > 0;
}
