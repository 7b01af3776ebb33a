/**
 * Removes what no rule needs any more, so tables that grow with every request stay small:
 * rate-limit rows older than the longest window, refresh tokens past their family's lifetime,
 * password-reset and e-mail change tokens a day after they expired or were used, and onboarding
 * drafts not saved for PROFILE_DRAFT_RETENTION_DAYS (docs/rules.md#onboarding-drafts).
 */
import { PROFILE_DRAFT_RETENTION_DAYS } from '@fairchance/shared';
import type { Database } from '../../db/client.ts';
import {
  deleteEmailChangeTokensDoneBefore,
  deleteProfileDraftsSavedBefore,
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
  await deleteProfileDraftsSavedBefore(
    db,
    new Date(now.getTime() - PROFILE_DRAFT_RETENTION_DAYS * DAY_MS),
  );
}
