/**
 * Answers whose JSON the database writes (issue 11; docs/decisions/039-json-built-by-the-database.md).
 * A read that returns many rows of many columns (the jobs lists) spends most of its time in Node
 * turning columns into values and values back into JSON. Such a read asks PostgreSQL for the
 * answer's JSON text instead, and the route sends that text as it is.
 *
 * `JsonText<T>` is that text, typed by the answer it stands for. The response serializer
 * (./response-serializer.ts) writes it without serializing; in development and tests it also
 * parses it and checks it against the route's schema, and that it holds no field the schema does
 * not declare, so a query that drifts from the contract fails the tests that reach it.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

export class JsonText<T> {
  declare private readonly answer: T;
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
}

/**
 * The route's answer: the handler's return type is the schema's, and the serializer knows the
 * text for what it is. Only routes return it, so nothing in the server reads fields of a text.
 */
export function asAnswer<T>(json: JsonText<T>): T {
  return json as unknown as T;
}

/** A timestamp in the API's form (docs/api.md#requests-and-answers), as `Date#toISOString` writes it. */
export function isoTimeSql(time: SQL | AnyPgColumn): SQL<string> {
  return sql<string>`to_char(${time} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}
