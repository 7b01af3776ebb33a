/**
 * Cursor paging (DESIGN §3). A cursor is opaque to callers: the sort key of the last item seen
 * (its time and id), so `before` gives the next page in the same order whatever changes between
 * requests. Ids are UUIDv7, so (time, id) is a total order.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { AppError } from '@fairchance/shared';

export interface CursorKey {
  at: Date;
  id: string;
}

export function encodeCursor(key: CursorKey): string {
  return Buffer.from(`${key.at.toISOString()}|${key.id}`).toString('base64url');
}

export function decodeCursor(cursor: string): CursorKey {
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const date = at ? new Date(at) : undefined;
  if (!date || Number.isNaN(date.getTime()) || !id || !/^[0-9a-f-]{36}$/.test(id)) {
    throw new AppError('InvalidRequest', 'The cursor is not valid.', [
      { path: 'before', message: 'The cursor is not valid.' },
    ]);
  }
  return { at: date, id };
}

/**
 * Rows strictly after the cursor in (time desc, id desc) order. The cursor's time is ISO text, to
 * the millisecond, but PostgreSQL keeps microseconds: compared as is, rows made within the same
 * millisecond as the cursor's row could fall between two pages. So the exact time is read back
 * from the cursor's own row, and the cursor's time serves only if that row is gone.
 */
export function beforeCursor(
  cursor: string | undefined,
  at: PgColumn,
  id: PgColumn,
): SQL | undefined {
  if (!cursor) return undefined;
  const key = decodeCursor(cursor);
  const exactAt = sql`(select c.${sql.identifier(at.name)} from ${at.table} c where c.${sql.identifier(id.name)} = ${key.id}::uuid)`;
  return sql`(${at}, ${id}) < (coalesce(${exactAt}, ${key.at.toISOString()}::timestamptz), ${key.id}::uuid)`;
}
