import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { clientProfileDrafts, clients, users } from '../../db/schema.ts';

export type ProfileDraftRow = Pick<
  typeof clientProfileDrafts.$inferSelect,
  'step' | 'answers' | 'updatedAt'
>;

const draftColumns = {
  step: clientProfileDrafts.step,
  answers: clientProfileDrafts.answers,
  updatedAt: clientProfileDrafts.updatedAt,
};

export async function findProfileDraft(
  db: Database,
  userId: string,
): Promise<ProfileDraftRow | undefined> {
  const [row] = await db
    .select(draftColumns)
    .from(clientProfileDrafts)
    .where(eq(clientProfileDrafts.userId, userId));
  return row;
}

/**
 * Locks the user's row until the transaction ends. Saving a draft and creating the profile both
 * take it first, so a draft saved while the profile is being created either is deleted with it or
 * sees the profile and is refused: no draft outlives the profile.
 */
export async function lockDraftOwner(db: Database, userId: string): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function hasClientProfile(db: Database, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: clients.id }).from(clients).where(eq(clients.userId, userId));
  return Boolean(row);
}

/** Stores the draft, replacing the user's previous one. */
export async function upsertProfileDraft(
  db: Database,
  values: { userId: string; step: string; answers: unknown },
): Promise<ProfileDraftRow> {
  const [row] = await db
    .insert(clientProfileDrafts)
    .values(values)
    .onConflictDoUpdate({
      target: clientProfileDrafts.userId,
      set: { step: values.step, answers: values.answers, updatedAt: new Date() },
    })
    .returning(draftColumns);
  return row!;
}

export async function deleteProfileDraft(db: Database, userId: string): Promise<void> {
  await db.delete(clientProfileDrafts).where(eq(clientProfileDrafts.userId, userId));
}
