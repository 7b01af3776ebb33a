/**
 * Figures an organization's people open again and again, kept a short while by the process that
 * computed them: the outcomes report of a period (decision 050) and the clients' statistics behind
 * the dashboard's charts (decision 057). Each process keeps its own for `REPORT_CACHE_SECONDS` (0:
 * nothing is kept), nothing is shared between worker processes, and a process forgets an
 * organization's figures at once when it changes what they count, so the person who made a change
 * sees it in the next figures. The membership is checked on every request before a kept figure
 * is read (`membershipOf`): a kept figure never outlives a person's access.
 */
import { LRUCache } from 'lru-cache';
import type { AppContext } from '../../context.ts';
import type { RspMembership } from './access.ts';

/** How many figures a process keeps (a few hundred bytes to a few KiB each). */
const KEPT_FIGURES = 1_000;

type Kind = 'report' | 'stats';

const keptByApp = new WeakMap<AppContext, LRUCache<string, object>>();

function keptOf(ctx: AppContext): LRUCache<string, object> | undefined {
  const seconds = ctx.settings.reportCacheSeconds;
  if (seconds === 0) return undefined;
  let kept = keptByApp.get(ctx);
  if (!kept) {
    kept = new LRUCache({ max: KEPT_FIGURES, ttl: seconds * 1000 });
    keptByApp.set(ctx, kept);
  }
  return kept;
}

/**
 * A figure's key: the organization first (what `forgetOrganizationFigures` matches), whose clients
 * it counts (the owner: all of them; a case manager: their own, by user), the kind and its details
 * (a report's period).
 */
const keyOf = (membership: RspMembership, kind: Kind, details: string) =>
  `${membership.rspId}|${membership.role === 'owner' ? '*' : membership.userId}|${kind}|${details}`;

/** The figure kept for this viewer, or the one `compute` gives, kept from now on. */
export async function keptFigure<T extends object>(
  ctx: AppContext,
  membership: RspMembership,
  kind: Kind,
  details: string,
  compute: () => Promise<T>,
): Promise<T> {
  const kept = keptOf(ctx);
  const key = keyOf(membership, kind, details);
  const found = kept?.get(key);
  if (found) return found as T;
  const figure = await compute();
  kept?.set(key, figure);
  return figure;
}

/**
 * Something an organization's figures count changed through this process (a link, a check-in, a
 * client's profile): it computes them again. Without an organization, every organization's: a
 * client's profile counts in the figures of each organization it is shared with.
 */
export function forgetOrganizationFigures(ctx: AppContext, rspId?: string): void {
  const kept = keptByApp.get(ctx);
  if (!kept) return;
  if (rspId === undefined) {
    kept.clear();
    return;
  }
  for (const key of kept.keys()) if (key.startsWith(`${rspId}|`)) kept.delete(key);
}
