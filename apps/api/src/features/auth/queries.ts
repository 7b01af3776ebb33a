/**
 * The SQL of sign-ins: refresh tokens (one row per token, a family per sign-in) and the check that
 * a sign-in is still alive, on its own or folded into another statement.
 */
import { and, eq, gt, isNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { refreshTokens } from '../../db/schema.ts';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

/**
 * `true` while a sign-in (its refresh-token family, `auth.sessionId`) is not revoked:
 * `isFamilyActive` as a column.
 */
export function sessionAliveSql(sessionId: string | Placeholder): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${refreshTokens} where ${and(
    eq(refreshTokens.familyId, sessionId),
    isNull(refreshTokens.revokedAt),
  )})`.mapWith(Boolean);
}

export async function insertRefreshToken(
  db: Database,
  values: Pick<RefreshTokenRow, 'userId' | 'familyId' | 'tokenHash' | 'expiresAt'> &
    Partial<Pick<RefreshTokenRow, 'secondFactorAt'>>,
): Promise<void> {
  await db.insert(refreshTokens).values(values);
}

/** Marks a live, unused token used; answers its row, or undefined when it was not usable. */
export async function useRefreshToken(
  db: Database,
  tokenHash: string,
): Promise<RefreshTokenRow | undefined> {
  const [used] = await db
    .update(refreshTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        isNull(refreshTokens.usedAt),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, new Date()),
      ),
    )
    .returning();
  return used;
}

export async function findRefreshToken(
  db: Database,
  tokenHash: string,
): Promise<RefreshTokenRow | undefined> {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
  return row;
}

export async function revokeFamily(db: Database, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`coalesce(${refreshTokens.revokedAt}, now())` })
    .where(eq(refreshTokens.familyId, familyId));
}

/** Is this sign-in (family) still alive? Access tokens of a logged-out session stop working. */
export async function isFamilyActive(db: Database, familyId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
    .limit(1);
  return Boolean(row);
}
