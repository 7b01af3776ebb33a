/** The SQL of staff accounts and their second factor (decision 035). */
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { staffRecoveryCodes, staffSecondFactors } from '../../db/schema.ts';

export type SecondFactorRow = typeof staffSecondFactors.$inferSelect;

export async function findSecondFactor(
  db: Database,
  userId: string,
): Promise<SecondFactorRow | undefined> {
  const [row] = await db
    .select()
    .from(staffSecondFactors)
    .where(eq(staffSecondFactors.userId, userId));
  return row;
}

/** A new secret waiting for its first code; replaces one that was never confirmed. */
export async function savePendingSecret(
  db: Database,
  userId: string,
  secret: string,
): Promise<boolean> {
  const rows = await db
    .insert(staffSecondFactors)
    .values({ userId, secret })
    .onConflictDoUpdate({
      target: staffSecondFactors.userId,
      set: { secret, lastUsedStep: null },
      setWhere: isNull(staffSecondFactors.enabledAt),
    })
    .returning({ userId: staffSecondFactors.userId });
  return rows.length > 0;
}

/**
 * Takes a TOTP time step for the account: true only when it is newer than every step taken
 * before, in one statement, so the same code sent twice at once passes once.
 */
export async function useTimeStep(db: Database, userId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(staffSecondFactors)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(staffSecondFactors.userId, userId),
        or(isNull(staffSecondFactors.lastUsedStep), lt(staffSecondFactors.lastUsedStep, step)),
      ),
    )
    .returning({ userId: staffSecondFactors.userId });
  return rows.length > 0;
}

export async function enableSecondFactor(db: Database, userId: string): Promise<void> {
  await db
    .update(staffSecondFactors)
    .set({ enabledAt: sql`now()` })
    .where(eq(staffSecondFactors.userId, userId));
}

/** The account's recovery codes become these (any older ones are dropped). */
export async function replaceRecoveryCodes(
  db: Database,
  userId: string,
  codeHashes: string[],
): Promise<void> {
  await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, userId));
  await db.insert(staffRecoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
}

/** Marks an unused recovery code used; false when there is none (wrong, or used already). */
export async function useRecoveryCode(
  db: Database,
  userId: string,
  codeHash: string,
): Promise<boolean> {
  const rows = await db
    .update(staffRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(staffRecoveryCodes.userId, userId),
        eq(staffRecoveryCodes.codeHash, codeHash),
        isNull(staffRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: staffRecoveryCodes.id });
  return rows.length > 0;
}
