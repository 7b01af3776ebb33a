/**
 * The audit log (decision 036): what staff did, who, on which record, why and when. Every staff
 * action writes its row with `recordStaffAction` inside the action's own transaction, so the row
 * exists exactly when the change does. Nothing updates or deletes a row: no route does, and a
 * trigger refuses it in the database.
 */
import type {
  AuditLogEntry,
  AuditLogQuery,
  AuditTargetType,
  StaffAction,
} from '@fairchance/shared';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { findAuditPage, insertAuditRow } from './queries.ts';

export interface StaffActionEntry {
  /** The staff member; null for the server's shell (`npm run admin`). */
  staffUserId: string | null;
  action: StaffAction;
  targetType: AuditTargetType;
  targetId: string;
  reason: string;
  details?: Record<string, unknown>;
}

/** A staff member's action on one record, with the reason its row keeps. */
export interface StaffActionInput {
  staffUserId: string;
  /** The record's id. */
  id: string;
  reason: string;
}

/** Writes the action's row. Call it with the transaction that makes the change. */
export async function recordStaffAction(db: Database, entry: StaffActionEntry): Promise<void> {
  await insertAuditRow(db, {
    staffUserId: entry.staffUserId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    reason: entry.reason.trim(),
    details: entry.details ?? null,
  });
}

export async function listAuditLog(
  ctx: AppContext,
  query: AuditLogQuery,
): Promise<{ items: AuditLogEntry[]; total: number }> {
  const page = await findAuditPage(ctx.db, query);
  return {
    total: page.total,
    items: page.rows.map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      staff: row.staffId
        ? {
            id: row.staffId,
            name: `${row.staffFirstName ?? ''} ${row.staffLastName ?? ''}`.trim(),
            email: row.staffEmail ?? '',
          }
        : null,
      action: row.action as StaffAction,
      targetType: row.targetType as AuditTargetType,
      targetId: row.targetId,
      targetLabel: row.targetLabel,
      reason: row.reason,
      details: row.details ? asText(row.details) : null,
      cursor: row.cursor,
    })),
  };
}

/**
 * An entry's details with every value as text (a string as it is, anything else as JSON): the
 * answer's schema is then closed and compiled like every other (lib/response-serializer.ts).
 */
function asText(details: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(details).map(([key, value]) => [
      key,
      typeof value === 'string' ? value : JSON.stringify(value),
    ]),
  );
}
