/** The SQL of the audit log (decision 036): one insert, and the filtered, paged list. */
import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AuditLogQuery, StaffAction, AuditTargetType } from '@fairchance/shared';
import type { Database } from '../../db/client.ts';
import { auditLog, employers, jobs, rsps, users } from '../../db/schema.ts';
import { beforeCursor, encodeCursor } from '../../lib/paging.ts';

export type AuditLogRow = typeof auditLog.$inferSelect;

export async function insertAuditRow(
  db: Database,
  values: {
    staffUserId: string | null;
    action: StaffAction;
    targetType: AuditTargetType;
    targetId: string;
    reason: string;
    details: Record<string, unknown> | null;
  },
): Promise<void> {
  await db.insert(auditLog).values(values);
}

const staff = alias(users, 'staff');

/** The target's name as it is now, looked up by the row's target type. */
const targetLabel = sql<string | null>`case ${auditLog.targetType}
  when 'user' then (select ${users.email} from ${users} where ${users.id} = ${auditLog.targetId})
  when 'employer' then (select ${employers.name} from ${employers} where ${employers.id} = ${auditLog.targetId})
  when 'job' then (select ${jobs.title} from ${jobs} where ${jobs.id} = ${auditLog.targetId})
  when 'organization' then (select ${rsps.name} from ${rsps} where ${rsps.id} = ${auditLog.targetId})
  end`;

function filtersOf(query: AuditLogQuery): SQL | undefined {
  return and(
    query.action ? eq(auditLog.action, query.action) : undefined,
    query.staffUserId ? eq(auditLog.staffUserId, query.staffUserId) : undefined,
    query.targetId ? eq(auditLog.targetId, query.targetId) : undefined,
    query.from ? gte(auditLog.createdAt, sql`${query.from}::date`) : undefined,
    query.to ? lt(auditLog.createdAt, sql`${query.to}::date + 1`) : undefined,
  );
}

/** A page of the log, newest first, with the count of every row the filters keep. */
export async function findAuditPage(db: Database, query: AuditLogQuery) {
  const filters = filtersOf(query);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        createdAt: auditLog.createdAt,
        staffId: staff.id,
        staffFirstName: staff.firstName,
        staffLastName: staff.lastName,
        staffEmail: staff.email,
        action: auditLog.action,
        targetType: auditLog.targetType,
        targetId: auditLog.targetId,
        targetLabel,
        reason: auditLog.reason,
        details: auditLog.details,
      })
      .from(auditLog)
      .leftJoin(staff, eq(staff.id, auditLog.staffUserId))
      .where(and(filters, beforeCursor(query.before, auditLog.createdAt, auditLog.id)))
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(query.limit),
    db.select({ n: count() }).from(auditLog).where(filters),
  ]);
  return {
    total: total?.n ?? 0,
    rows: rows.map((row) => ({ ...row, cursor: encodeCursor({ at: row.createdAt, id: row.id }) })),
  };
}
