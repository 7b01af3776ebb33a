/** The SQL of uploads: the media rows that say which stored files exist and whose they are. */
import { and, eq, inArray, notExists } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { media, rsps, users } from '../../db/schema.ts';

export type MediaRow = typeof media.$inferSelect;

/**
 * Claims a key by inserting its media row, not yet ready (`size` 0). False when the key is taken
 * already (the key is unique).
 */
export async function claimMediaKey(
  db: Database,
  values: { key: string; ownerUserId: string; kind: string; contentType: string },
): Promise<boolean> {
  const claimed = await db
    .insert(media)
    .values({ ...values, size: 0 })
    .onConflictDoNothing({ target: media.key })
    .returning({ key: media.key });
  return claimed.length > 0;
}

/** Marks a claimed key's file as stored. */
export async function markMediaStored(
  db: Database,
  key: string,
  contentType: string,
  size: number,
): Promise<void> {
  await db.update(media).set({ contentType, size }).where(eq(media.key, key));
}

/** Gives back a claim whose file was never stored. */
export async function releaseClaim(db: Database, key: string): Promise<void> {
  await db.delete(media).where(and(eq(media.key, key), eq(media.size, 0)));
}

export async function findMedia(db: Database, key: string): Promise<MediaRow | undefined> {
  const [row] = await db.select().from(media).where(eq(media.key, key));
  return row;
}

/**
 * Deletes the media rows of `keys` that nothing refers to any more (no account's avatar, no
 * organization's image), checked in the same statement; answers the keys deleted.
 */
export async function deleteUnreferencedMedia(db: Database, keys: string[]): Promise<string[]> {
  const released = await db
    .delete(media)
    .where(
      and(
        inArray(media.key, keys),
        notExists(db.select({ id: users.id }).from(users).where(eq(users.avatar, media.key))),
        notExists(db.select({ id: rsps.id }).from(rsps).where(eq(rsps.avatar, media.key))),
      ),
    )
    .returning({ key: media.key });
  return released.map(({ key }) => key);
}
