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

interface Kept {
  figures: LRUCache<string, object>;
  /**
   * How many times each organization's figures were forgotten: a figure whose computation began
   * before its organization's last change is answered but not kept.
   */
  changes: Map<string, number>;
}

const keptByApp = new WeakMap<AppContext, Kept>();

function keptOf(ctx: AppContext): Kept | undefined {
  const seconds = ctx.settings.reportCacheSeconds;
  if (seconds === 0) return undefined;
  let kept = keptByApp.get(ctx);
  if (!kept) {
    kept = {
      figures: new LRUCache({ max: KEPT_FIGURES, ttl: seconds * 1000 }),
      changes: new Map(),
    };
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
  const found = kept?.figures.get(key);
  if (found) return found as T;
  const changesBefore = kept?.changes.get(membership.rspId);
  const figure = await compute();
  // A change this process made while the figure was computed may be missing from it.
  if (kept && kept.changes.get(membership.rspId) === changesBefore) kept.figures.set(key, figure);
  return figure;
}

/**
 * Something these organizations' figures count changed through this process (a link, a
 * check-in, a client's county, offenses or support needs): it computes them again.
 */
export function forgetOrganizationFigures(ctx: AppContext, ...rspIds: string[]): void {
  const kept = keptByApp.get(ctx);
  if (!kept || rspIds.length === 0) return;
  for (const rspId of rspIds) kept.changes.set(rspId, (kept.changes.get(rspId) ?? 0) + 1);
  const forgotten = new Set(rspIds);
  for (const key of kept.figures.keys()) {
    if (forgotten.has(key.slice(0, key.indexOf('|')))) kept.figures.delete(key);
  }
}
