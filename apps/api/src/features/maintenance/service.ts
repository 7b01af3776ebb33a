/**
 * Removes what no rule needs any more, so tables that grow with every request stay small:
 * rate-limit rows older than the longest window, refresh tokens past their family's lifetime,
 * and password-reset and e-mail change tokens a day after they expired or were used.
 */
import type { Database } from '../../db/client.ts';
import {
  deleteEmailChangeTokensDoneBefore,
  deletePasswordResetTokensDoneBefore,
  deleteRateLimitHitsBefore,
  deleteRefreshTokensExpiredBefore,
} from './queries.ts';

const DAY_MS = 86_400_000;

export async function pruneExpired(db: Database, now = new Date()): Promise<void> {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  await deleteRateLimitHitsBefore(db, dayAgo);
  await deleteRefreshTokensExpiredBefore(db, now);
  await deletePasswordResetTokensDoneBefore(db, dayAgo);
  await deleteEmailChangeTokensDoneBefore(db, dayAgo);
}
