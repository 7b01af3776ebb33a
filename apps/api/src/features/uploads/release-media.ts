/**
 * A replaced or removed image stops being served: its media row and stored file go as soon as
 * nothing refers to it (an account's avatar, an employer's logo, which is its user's avatar, or
 * an organization's image). One upload may be both its owner's avatar and their organization's
 * image, so a key is released only when no reference is left, checked in the same statement that
 * deletes the row. Fresh uploads not saved anywhere yet are not touched: only the keys a change
 * just replaced are candidates.
 */
import type { AppContext } from '../../context.ts';
import { deleteUnreferencedMedia } from './queries.ts';

/**
 * Called after the change that replaced `keys` has committed (a rolled-back change must keep its
 * image). The row goes first, so the image answers 404 at once; the file follows, and a failure
 * there leaves only an unreachable file behind.
 */
export async function releaseMedia(
  ctx: Pick<AppContext, 'db' | 'media'>,
  keys: readonly (string | null | undefined)[],
): Promise<void> {
  const candidates = [...new Set(keys.filter((key): key is string => Boolean(key)))];
  if (candidates.length === 0) return;
  const released = await deleteUnreferencedMedia(ctx.db, candidates);
  await Promise.allSettled(released.map((key) => ctx.media.delete(key)));
}
