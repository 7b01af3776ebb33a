/** The SQL of the console's Employers page: each company with its usage, in one statement. */
import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AdminEmployersQuery } from '@fairchance/shared';
import type { Database } from '../../db/client.ts';
import { applications, employers, jobs, users } from '../../db/schema.ts';
import { containsPattern } from '../../lib/like.ts';
import { beforeCursor, encodeCursor } from '../../lib/paging.ts';

const columns = {
  id: employers.id,
  name: employers.name,
  ownerEmail: users.email,
  createdAt: employers.createdAt,
  jobsPosted: sql<number>`(select count(*)::integer from ${jobs} where ${jobs.employerId} = ${employers.id})`,
  jobsAvailable: employers.availableJobsCount,
  interviewRequestsUsed: sql<number>`(select count(*)::integer from ${applications}
    join ${jobs} on ${jobs.id} = ${applications.jobId}
    where ${jobs.employerId} = ${employers.id} and ${applications.interviewRequestedAt} is not null)`,
  interviewRequestsAvailable: employers.availableUncloaksCount,
};

function searchOf(query: AdminEmployersQuery): SQL | undefined {
  const words = (query.q ?? '').split(/\s+/).filter(Boolean);
  return and(
    ...words.map((word) =>
      or(ilike(employers.name, containsPattern(word)), ilike(users.email, containsPattern(word))),
    ),
  );
}

const withCursor = <T extends { createdAt: Date; id: string }>(row: T) => ({
  ...row,
  cursor: encodeCursor({ at: row.createdAt, id: row.id }),
});

export async function findAdminEmployerPage(db: Database, query: AdminEmployersQuery) {
  const where = searchOf(query);
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(employers)
      .innerJoin(users, eq(users.id, employers.userId))
      .where(and(where, beforeCursor(query.before, employers.createdAt, employers.id)))
      .orderBy(desc(employers.createdAt), desc(employers.id))
      .limit(query.limit),
    db
      .select({ n: count() })
      .from(employers)
      .innerJoin(users, eq(users.id, employers.userId))
      .where(where),
  ]);
  return { total: total?.n ?? 0, rows: rows.map(withCursor) };
}

export async function findAdminEmployer(db: Database, employerId: string) {
  const [row] = await db
    .select(columns)
    .from(employers)
    .innerJoin(users, eq(users.id, employers.userId))
    .where(eq(employers.id, employerId));
  return row && withCursor(row);
}

export type AdminEmployerRow = NonNullable<Awaited<ReturnType<typeof findAdminEmployer>>>;
