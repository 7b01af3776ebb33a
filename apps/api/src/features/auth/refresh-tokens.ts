/**
 * Refresh tokens (docs/api.md#refresh-token-rotation): random, stored hashed, rotated on every use,
 * 30 days from sign-in at most. Presenting a used token again revokes its whole family (it may have
 * been stolen) — except within a short grace period, where the same successor is answered again.
 * That makes concurrent refreshes (two tabs, a retried request) all receive one successor instead
 * of logging the person out, which is what the "refreshed elsewhere" rule of
 * docs/web-app.md#token-refresh expects. See docs/decisions/004.
 */
import { createHmac } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { AppError, REFRESH_TOKEN_DAYS } from '@fairchance/shared';
import { API_TEXT } from '../../messages/index.ts';
import type { Database } from '../../db/client.ts';
import { refreshTokens } from '../../db/schema.ts';
import { hashToken, newOpaqueToken } from './tokens.ts';

export interface RefreshTokenOptions {
  secret: string;
  /** How long after a rotation the old token still answers the same successor. */
  reuseGraceMs: number;
}

const refused = () => new AppError('InvalidRequest', API_TEXT.auth.refreshTokenInvalid);

/**
 * The successor of a token is derived from it, so every concurrent caller can be given the same
 * one.
 */
const successorOf = (token: string, secret: string) =>
  createHmac('sha256', secret).update(`refresh:${token}`).digest('base64url');

export async function issueRefreshToken(
  db: Database,
  userId: string,
): Promise<{ token: string; familyId: string }> {
  const token = newOpaqueToken();
  const familyId = uuidv7();
  await db.insert(refreshTokens).values({
    userId,
    familyId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_DAYS * 86_400_000),
  });
  return { token, familyId };
}

export async function rotateRefreshToken(
  db: Database,
  token: string,
  options: RefreshTokenOptions,
): Promise<{ token: string; userId: string; familyId: string }> {
  const tokenHash = hashToken(token);
  const successor = successorOf(token, options.secret);

  const rotated = await db.transaction(async (tx) => {
    const [used] = await tx
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
    if (!used) return undefined;
    await tx.insert(refreshTokens).values({
      userId: used.userId,
      familyId: used.familyId,
      tokenHash: hashToken(successor),
      // The family's absolute lifetime does not grow with rotation.
      expiresAt: used.expiresAt,
    });
    return used;
  });
  if (rotated) return { token: successor, userId: rotated.userId, familyId: rotated.familyId };

  const [existing] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash));
  if (!existing || existing.revokedAt || existing.expiresAt <= new Date() || !existing.usedAt)
    throw refused();

  const withinGrace = Date.now() - existing.usedAt.getTime() <= options.reuseGraceMs;
  if (withinGrace) {
    const [next] = await db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(successor)));
    if (next && !next.revokedAt)
      return { token: successor, userId: existing.userId, familyId: existing.familyId };
  }
  // Reuse of a rotated token: someone else may hold it. End the whole sign-in.
  await revokeFamily(db, existing.familyId);
  throw refused();
}

export async function revokeFamily(db: Database, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`coalesce(${refreshTokens.revokedAt}, now())` })
    .where(eq(refreshTokens.familyId, familyId));
}

export async function revokeRefreshToken(db: Database, token: string): Promise<void> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(token)));
  if (row) await revokeFamily(db, row.familyId);
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
