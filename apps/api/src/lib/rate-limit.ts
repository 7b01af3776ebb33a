/**
 * Rate limits counted in the database (DESIGN §2): no process-local state, so any number of API
 * processes share them. Taking a slot locks its (bucket, key) for the transaction, so concurrent
 * requests can never exceed a limit.
 */
import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
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
  return db.transaction(async (tx) => {
    await lockKey(tx, limit.bucket, limit.key);
    if ((await countHits(tx, limit)) >= limit.limit) return false;
    await recordHit(tx, limit.bucket, limit.key);
    return true;
  });
}

export async function clearHits(db: Database, bucket: string, key: string): Promise<void> {
  await db
    .delete(rateLimitHits)
    .where(and(eq(rateLimitHits.bucket, bucket), eq(rateLimitHits.key, key)));
}

/** Old rows serve no limit; the periodic sweep removes them. */
export async function pruneHits(db: Database, olderThanMs: number): Promise<void> {
  await db
    .delete(rateLimitHits)
    .where(lt(rateLimitHits.createdAt, new Date(Date.now() - olderThanMs)));
}
