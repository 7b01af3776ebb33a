/** The SQL of pruning: each statement deletes the rows of one table that no rule needs any more. */
import { and, isNotNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  clientProfileDrafts,
  emailChangeTokens,
  passwordResetTokens,
  rateLimitHits,
  refreshTokens,
} from '../../db/schema.ts';

export async function deleteRateLimitHitsBefore(db: Database, before: Date): Promise<void> {
  await db.delete(rateLimitHits).where(lt(rateLimitHits.createdAt, before));
}

export async function deleteRefreshTokensExpiredBefore(db: Database, before: Date): Promise<void> {
  await db.delete(refreshTokens).where(lt(refreshTokens.expiresAt, before));
}

/** Reset tokens that expired, or were used, before `before`. */
export async function deletePasswordResetTokensDoneBefore(
  db: Database,
  before: Date,
): Promise<void> {
  await db
    .delete(passwordResetTokens)
    .where(
      or(
        lt(passwordResetTokens.expiresAt, before),
        and(isNotNull(passwordResetTokens.usedAt), lt(passwordResetTokens.usedAt, before)),
      ),
    );
}

/** E-mail change tokens that expired, were used or were revoked before `before`. */
export async function deleteEmailChangeTokensDoneBefore(db: Database, before: Date): Promise<void> {
  await db
    .delete(emailChangeTokens)
    .where(
      or(
        lt(emailChangeTokens.expiresAt, before),
        and(isNotNull(emailChangeTokens.usedAt), lt(emailChangeTokens.usedAt, before)),
        and(isNotNull(emailChangeTokens.revokedAt), lt(emailChangeTokens.revokedAt, before)),
      ),
    );
}

/** Onboarding drafts last saved before `before` (abandoned onboardings). */
export async function deleteProfileDraftsSavedBefore(db: Database, before: Date): Promise<void> {
  await db.delete(clientProfileDrafts).where(lt(clientProfileDrafts.updatedAt, before));
}
