/**
 * Counts shown beside menu items (the service provider's unread notices), by the item's path.
 * The menu is drawn above the area's screens, so a screen's data reaches it through this small
 * store rather than through props or a context around the screens.
 */
import { useSyncExternalStore } from 'react';

const counts = new Map<string, number>();
const listeners = new Set<() => void>();

/** Sets the count beside the menu item of `to` (0 or undefined shows none). */
export function setNavBadge(to: string, count: number | undefined): void {
  if ((counts.get(to) ?? 0) === (count ?? 0)) return;
  if (count) counts.set(to, count);
  else counts.delete(to);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The count beside the menu item of `to`, 0 when none. */
export function useNavBadge(to: string): number {
  return useSyncExternalStore(subscribe, () => counts.get(to) ?? 0);
}
