/**
 * Cursor paging (docs/api.md#lists-and-paging). A cursor is opaque to callers: the sort key of an
 * item (its time and id). `before` the cursor of the last item seen gives the next page in the same
 * order, `after` the cursor of the first item seen gives the page just above it, whatever changes
 * between requests. Ids are UUIDv7, so (time, id) is a total order. One format serves both
 * directions.
 */
import { asc, desc, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { AppError, isWithinSupportedYears, SCHEMA_TEXT } from '@fairchance/shared';
import { isoTimeSql } from './json-text.ts';

export interface CursorKey {
  at: Date;
  id: string;
  /** A list sorted by a key before its time (the jobs search's rank or match) carries it too. */
  key?: number;
}

/** The query key that carried a cursor: a bad cursor is reported on it. */
export type CursorField = 'before' | 'after';

export function encodeCursor(key: CursorKey): string {
  const parts = [key.at.toISOString(), key.id, ...(key.key === undefined ? [] : [key.key])];
  return Buffer.from(parts.join('|')).toString('base64url');
}

/**
 * `encodeCursor` written by the database, for answers whose JSON it builds (./json-text.ts): the
 * same text, base64url without padding (PostgreSQL's base64 pads and breaks lines; both go).
 */
export function cursorSql(at: SQL | PgColumn, id: SQL | PgColumn, key?: SQL): SQL<string> {
  const parts = sql.join([isoTimeSql(at), id, ...(key ? [key] : [])], sql` || '|' || `);
  return sql<string>`translate(encode(convert_to(${parts}, 'UTF8'), 'base64'), E'+/=\n', '-_')`;
}

/** A UUID as PostgreSQL reads it: anything else in a cursor would fail the `::uuid` cast. */
export const CURSOR_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A cursor the server did not make (or one changed on the way): 400 on the query key. */
export const invalidCursor = (field: CursorField) =>
  new AppError('InvalidRequest', SCHEMA_TEXT.paging.cursorInvalid, [
    { path: field, message: SCHEMA_TEXT.paging.cursorInvalid },
  ]);

/**
 * Reads a cursor. The server encodes them, but a caller may send any text: a time outside the
 * years 1-9999 or an id that is not a UUID is refused here, before it can reach SQL.
 */
export function decodeCursor(cursor: string, field: CursorField = 'before'): CursorKey {
  const [at, id, key, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const date = at ? new Date(at) : undefined;
  if (!date || !isWithinSupportedYears(date) || !id || !CURSOR_ID_PATTERN.test(id)) {
    throw invalidCursor(field);
  }
  if (key === undefined) return { at: date, id };
  if (rest.length > 0 || !/^-?\d{1,10}$/.test(key) || !Number.isSafeInteger(Number(key))) {
    throw invalidCursor(field);
  }
  return { at: date, id, key: Number(key) };
}

/**
 * The cursor's exact sort key, as SQL. The cursor's time is ISO text, to the millisecond, but
 * PostgreSQL keeps microseconds: compared as is, rows made within the same millisecond as the
 * cursor's row could fall on the wrong side of it. So the exact time is read back from the
 * cursor's own row, and the cursor's time serves only if that row is gone.
 */
function cursorKey(key: CursorKey, at: PgColumn, id: PgColumn): SQL {
  return sql`(${exactCursorTime(key, at, id)}, ${key.id}::uuid)`;
}

/** The cursor row's exact time, read back from its row (the cursor's own time if it is gone). */
export function exactCursorTime(key: CursorKey, at: PgColumn, id: PgColumn): SQL {
  const exactAt = sql`(select c.${sql.identifier(at.name)} from ${at.table} c where c.${sql.identifier(id.name)} = ${key.id}::uuid)`;
  return sql`coalesce(${exactAt}, ${key.at.toISOString()}::timestamptz)`;
}

/** Rows strictly after the cursor in (time desc, id desc) order: the older ones. */
export function beforeCursor(
  cursor: string | undefined,
  at: PgColumn,
  id: PgColumn,
): SQL | undefined {
  if (!cursor) return undefined;
  return sql`(${at}, ${id}) < ${cursorKey(decodeCursor(cursor, 'before'), at, id)}`;
}

/** Rows strictly before the cursor in (time desc, id desc) order: the newer ones. */
export function afterCursor(
  cursor: string | undefined,
  at: PgColumn,
  id: PgColumn,
): SQL | undefined {
  if (!cursor) return undefined;
  return sql`(${at}, ${id}) > ${cursorKey(decodeCursor(cursor, 'after'), at, id)}`;
}

export interface CursorPage {
  /** The rows beyond the cursor (undefined: the whole list). */
  where: SQL | undefined;
  /**
   * Read from the oldest end of `where`, then reverse: with `after`, the page is the rows just
   * above the cursor, not the newest of the whole list. The answer is newest first all the same.
   */
  fromOldest: boolean;
}

/**
 * The page of a newest-first list from its cursors. The query schema refuses `before` and
 * `after` together (`TwoWayPagingQuerySchema`); were both to arrive, `after` wins.
 */
export function cursorPage(
  cursors: { before?: string | undefined; after?: string | undefined },
  at: PgColumn,
  id: PgColumn,
): CursorPage {
  if (cursors.after) return { where: afterCursor(cursors.after, at, id), fromOldest: true };
  return { where: beforeCursor(cursors.before, at, id), fromOldest: false };
}

/** The ORDER BY that goes with `cursorPage`: reverse the rows read when `fromOldest`. */
export function cursorOrder(fromOldest: boolean, at: PgColumn, id: PgColumn): SQL[] {
  return fromOldest ? [asc(at), asc(id)] : [desc(at), desc(id)];
}
