/**
 * Removes what no rule needs any more, so tables that grow with every request stay small:
 * rate-limit rows older than the longest window, refresh tokens past their family's lifetime,
 * and password-reset and e-mail change tokens a day after they expired or were used.
 */
import { and, isNotNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  emailChangeTokens,
  passwordResetTokens,
  rateLimitHits,
  refreshTokens,
} from '../../db/schema.ts';

const DAY_MS = 86_400_000;

export async function pruneExpired(db: Database, now = new Date()): Promise<void> {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  await db.delete(rateLimitHits).where(lt(rateLimitHits.createdAt, dayAgo));
  await db.delete(refreshTokens).where(lt(refreshTokens.expiresAt, now));
  await db
    .delete(passwordResetTokens)
    .where(
      or(
        lt(passwordResetTokens.expiresAt, dayAgo),
        and(isNotNull(passwordResetTokens.usedAt), lt(passwordResetTokens.usedAt, dayAgo)),
      ),
    );
  await db
    .delete(emailChangeTokens)
    .where(
      or(
        lt(emailChangeTokens.expiresAt, dayAgo),
        and(isNotNull(emailChangeTokens.usedAt), lt(emailChangeTokens.usedAt, dayAgo)),
        and(isNotNull(emailChangeTokens.revokedAt), lt(emailChangeTokens.revokedAt, dayAgo)),
      ),
    );
}
