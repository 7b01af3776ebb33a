/**
 * Refresh tokens (docs/api.md#refresh-token-rotation): random, stored hashed, rotated on every use,
 * 30 days from sign-in at most. Presenting a used token again revokes its whole family (it may have
 * been stolen) — except within a short grace period, where the same successor is answered again.
 * That makes concurrent refreshes (two tabs, a retried request) all receive one successor instead
 * of logging the person out, which is what the "refreshed elsewhere" rule of
 * docs/web-app.md#token-refresh expects. See docs/decisions/004.
 */
import { createHmac } from 'node:crypto';
import { v7 as uuidv7 } from 'uuid';
import { AppError, REFRESH_TOKEN_DAYS } from '@fairchance/shared';
import { API_TEXT } from '../../messages/index.ts';
import type { Database } from '../../db/client.ts';
import { findRefreshToken, insertRefreshToken, revokeFamily, useRefreshToken } from './queries.ts';
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

/** A new sign-in; `secondFactorAt` when it starts having passed a second factor (staff). */
export async function issueRefreshToken(
  db: Database,
  userId: string,
  secondFactorAt: Date | null = null,
): Promise<{ token: string; familyId: string; secondFactorAt: Date | null }> {
  const token = newOpaqueToken();
  const familyId = uuidv7();
  await insertRefreshToken(db, {
    userId,
    familyId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_DAYS * 86_400_000),
    secondFactorAt,
  });
  return { token, familyId, secondFactorAt };
}

export async function rotateRefreshToken(
  db: Database,
  token: string,
  options: RefreshTokenOptions,
): Promise<{ token: string; userId: string; familyId: string; secondFactorAt: Date | null }> {
  const tokenHash = hashToken(token);
  const successor = successorOf(token, options.secret);

  const rotated = await db.transaction(async (tx) => {
    const used = await useRefreshToken(tx, tokenHash);
    if (!used) return undefined;
    await insertRefreshToken(tx, {
      userId: used.userId,
      familyId: used.familyId,
      tokenHash: hashToken(successor),
      // The family's absolute lifetime does not grow with rotation.
      expiresAt: used.expiresAt,
      secondFactorAt: used.secondFactorAt,
    });
    return used;
  });
  if (rotated)
    return {
      token: successor,
      userId: rotated.userId,
      familyId: rotated.familyId,
      secondFactorAt: rotated.secondFactorAt,
    };

  const existing = await findRefreshToken(db, tokenHash);
  if (!existing || existing.revokedAt || existing.expiresAt <= new Date() || !existing.usedAt)
    throw refused();

  const withinGrace = Date.now() - existing.usedAt.getTime() <= options.reuseGraceMs;
  if (withinGrace) {
    const next = await findRefreshToken(db, hashToken(successor));
    if (next && !next.revokedAt)
      return {
        token: successor,
        userId: existing.userId,
        familyId: existing.familyId,
        secondFactorAt: existing.secondFactorAt,
      };
  }
  // Reuse of a rotated token: someone else may hold it. End the whole sign-in.
  await revokeFamily(db, existing.familyId);
  throw refused();
}

export async function revokeRefreshToken(db: Database, token: string): Promise<void> {
  const row = await findRefreshToken(db, hashToken(token));
  if (row) await revokeFamily(db, row.familyId);
}
