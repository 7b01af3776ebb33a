/**
 * Rate limits counted in the database (docs/rules.md#rate-limits): no process-local state, so any
 * number of API processes share them (docs/decisions/016-rate-limits-in-the-database.md). Taking a
 * slot locks its (bucket, key) for the transaction, so concurrent requests can never exceed a
 * limit.
 */
import { and, count, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rateLimitHits } from '../db/schema.ts';

export interface Limit {
  bucket: string;
  key: string;
  limit: number;
  windowMs: number;
}

async function lockKey(tx: Database, bucket: string, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${bucket}:${key}`}, 0))`);
}

export async function countHits(
  db: Database,
  { bucket, key, windowMs }: Omit<Limit, 'limit'>,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(rateLimitHits)
    .where(
      and(
        eq(rateLimitHits.bucket, bucket),
        eq(rateLimitHits.key, key),
        gte(rateLimitHits.createdAt, new Date(Date.now() - windowMs)),
      ),
    );
  return Number(row?.n ?? 0);
}

export async function recordHit(db: Database, bucket: string, key: string): Promise<void> {
  await db.insert(rateLimitHits).values({ bucket, key });
}

/** Takes one slot if the limit allows it; answers false (taking nothing) when it is used up. */
export async function takeSlot(db: Database, limit: Limit): Promise<boolean> {
  return (await takeSlots(db, [limit])) !== undefined;
}

/**
 * Takes one slot in every limit, or none: locks all their keys (in one order, so two callers
 * never wait on each other), counts, and records a hit in each, in one short transaction. Answers
 * the ids of the hits taken (to give them back with `releaseHits`), or undefined when any limit
 * is used up. A caller that takes its slot before doing the costly work it limits can never let
 * more through than the limit, however many requests arrive at once.
 */
export async function takeSlots(db: Database, limits: Limit[]): Promise<string[] | undefined> {
  const ordered = [...limits].sort((a, b) =>
    `${a.bucket}:${a.key}` < `${b.bucket}:${b.key}` ? -1 : 1,
  );
  return db.transaction(async (tx) => {
    for (const limit of ordered) await lockKey(tx, limit.bucket, limit.key);
    for (const limit of ordered) {
      if ((await countHits(tx, limit)) >= limit.limit) return undefined;
    }
    const rows = await tx
      .insert(rateLimitHits)
      .values(ordered.map(({ bucket, key }) => ({ bucket, key })))
      .returning({ id: rateLimitHits.id });
    return rows.map((row) => row.id);
  });
}

/** Gives back hits taken by `takeSlots` (the work they paid for did not happen). */
export async function releaseHits(db: Database, ids: string[]): Promise<void> {
  if (ids.length > 0) await db.delete(rateLimitHits).where(inArray(rateLimitHits.id, ids));
}

export async function clearHits(db: Database, bucket: string, key: string): Promise<void> {
  await db
    .delete(rateLimitHits)
    .where(and(eq(rateLimitHits.bucket, bucket), eq(rateLimitHits.key, key)));
}
