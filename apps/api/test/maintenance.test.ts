import { describe, expect, it } from 'vitest';
import { PROFILE_DRAFT_RETENTION_DAYS } from '@fairchance/shared';
import {
  clientProfileDrafts,
  passwordResetTokens,
  rateLimitHits,
  refreshTokens,
} from '../src/db/schema.ts';
import { pruneExpired } from '../src/features/maintenance/service.ts';
import { useTestApp } from './helpers/app.ts';
import { createUser } from './helpers/factories.ts';

const t = useTestApp();

describe('pruneExpired', () => {
  it('removes only what no rule needs any more', async () => {
    const db = t.database.db;
    const user = await createUser(db);
    const now = new Date();
    const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);
    const family = '01900000-0000-7000-8000-000000000001';

    await db.insert(rateLimitHits).values([
      { bucket: 'b', key: 'old', createdAt: hoursAgo(25) },
      { bucket: 'b', key: 'recent', createdAt: hoursAgo(1) },
    ]);
    await db.insert(refreshTokens).values([
      { userId: user.id, familyId: family, tokenHash: 'expired', expiresAt: hoursAgo(1) },
      {
        userId: user.id,
        familyId: family,
        tokenHash: 'alive',
        expiresAt: new Date(now.getTime() + 3_600_000),
      },
    ]);
    await db.insert(passwordResetTokens).values([
      { userId: user.id, tokenHash: 'long-expired', expiresAt: hoursAgo(25) },
      {
        userId: user.id,
        tokenHash: 'used-long-ago',
        expiresAt: hoursAgo(-1),
        usedAt: hoursAgo(30),
      },
      { userId: user.id, tokenHash: 'just-expired', expiresAt: hoursAgo(1) },
      { userId: user.id, tokenHash: 'valid', expiresAt: new Date(now.getTime() + 3_600_000) },
    ]);

    await pruneExpired(db, now);

    expect((await db.select().from(rateLimitHits)).map((r) => r.key)).toEqual(['recent']);
    expect((await db.select().from(refreshTokens)).map((r) => r.tokenHash)).toEqual(['alive']);
    expect((await db.select().from(passwordResetTokens)).map((r) => r.tokenHash).sort()).toEqual([
      'just-expired',
      'valid',
    ]);
  });

  it('deletes onboarding drafts not saved for the retention period, and only those', async () => {
    const db = t.database.db;
    const now = new Date();
    const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);
    const [abandoned, recent] = [await createUser(db), await createUser(db)];
    await db.insert(clientProfileDrafts).values([
      {
        userId: abandoned.id,
        step: 'justiceStatus',
        answers: {},
        updatedAt: daysAgo(PROFILE_DRAFT_RETENTION_DAYS + 1),
      },
      {
        userId: recent.id,
        step: 'justiceStatus',
        answers: {},
        updatedAt: daysAgo(PROFILE_DRAFT_RETENTION_DAYS - 1),
      },
    ]);

    await pruneExpired(db, now);

    expect((await db.select().from(clientProfileDrafts)).map((r) => r.userId)).toEqual([recent.id]);
  });
});
