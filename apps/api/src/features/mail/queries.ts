/** The SQL of the outbox: writing e-mails, claiming and settling them, reading the mailbox. */
import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { outbox } from '../../db/schema.ts';

export type OutboxRow = typeof outbox.$inferSelect;
export type NewOutboxRow = typeof outbox.$inferInsert;

export async function insertOutboxRows(tx: Database, rows: NewOutboxRow[]): Promise<void> {
  await tx.insert(outbox).values(rows);
}

/**
 * Claims up to `batch` due messages for `leaseMs`: locked rows another worker holds are skipped,
 * and each claimed message counts an attempt. Run it in a transaction. Times compare with the
 * database's clock, since rows get theirs from it (`defaultNow()`).
 */
export async function claimDueMessages(
  tx: Database,
  { batch, leaseMs }: { batch: number; leaseMs: number },
): Promise<OutboxRow[]> {
  const due = await tx
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(inArray(outbox.status, ['pending', 'sending']), lte(outbox.nextAttemptAt, sql`now()`)),
    )
    .orderBy(outbox.nextAttemptAt)
    .limit(batch)
    .for('update', { skipLocked: true });
  if (due.length === 0) return [];
  return tx
    .update(outbox)
    .set({
      status: 'sending',
      attempts: sql`${outbox.attempts} + 1`,
      nextAttemptAt: sql`now() + ${`${leaseMs} milliseconds`}::interval`,
    })
    .where(
      inArray(
        outbox.id,
        due.map((d) => d.id),
      ),
    )
    .returning();
}

/** Sent, unless the lease ran out and another worker took it meanwhile. */
export async function markSent(db: Database, id: string): Promise<void> {
  await db
    .update(outbox)
    .set({ status: 'sent', sentAt: new Date(), lastError: null })
    .where(and(eq(outbox.id, id), eq(outbox.status, 'sending')));
}

export async function markNotSent(
  db: Database,
  id: string,
  changes: Pick<NewOutboxRow, 'status' | 'lastError' | 'nextAttemptAt'>,
): Promise<void> {
  await db.update(outbox).set(changes).where(eq(outbox.id, id));
}

/** The newest 200 messages, to one address or to anyone. */
export async function listMessages(db: Database, to: string | undefined): Promise<OutboxRow[]> {
  return db
    .select()
    .from(outbox)
    .where(to ? eq(outbox.to, to) : undefined)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(200);
}

export async function findMessage(db: Database, id: string): Promise<OutboxRow | undefined> {
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
  return row;
}
