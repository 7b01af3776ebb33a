import { useEffect, useState } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';
import { nextTask } from './next-task.ts';

/** Enough items to fill a phone's first screen (a job card is about 200 px high). */
export const FIRST_CHUNK = 5;
export const NEXT_CHUNK = 5;

/**
 * How many of a list's `length` items to render: the first screen's worth at once, then the rest
 * a few at a time, each in a task of its own, so that a phone's main thread is never held for the
 * whole list (twenty job cards were one task of 100 ms and more on a CPU four times slower:
 * docs/decisions/055-work-in-short-tasks.md). Once the list has been shown whole, items added later
 * (the next page) render at once, so that focus can move to the first new one.
 */
export function useRenderInChunks(
  length: number,
  {
    first = FIRST_CHUNK,
    next = NEXT_CHUNK,
    whole = false,
  }: {
    first?: number;
    next?: number;
    /** Render every item at once (a page come back to, whose scroll position is restored). */
    whole?: boolean;
  } = {},
): number {
  const [limit, setLimit] = useState(() => (whole || length <= first ? Infinity : first));
  // Shown whole: from now on every item renders at once.
  if (limit !== Infinity && limit >= length) setLimit(Infinity);
  useEffect(() => {
    if (limit >= length) return;
    let cancelled = false;
    void nextTask().then(() => {
      if (!cancelled) setLimit((shown) => shown + next);
    });
    return () => {
      cancelled = true;
    };
  }, [limit, length, next]);
  return Math.min(length, limit);
}

/**
 * Whether this page was come back to through the browser's history (back, forward, a reload):
 * its scroll position is then restored at once, and a list shown in chunks would be too short
 * for it. The first page of a visit (the router's `default` location) is not.
 */
export function useIsReturnVisit(): boolean {
  const navigationType = useNavigationType();
  const { key } = useLocation();
  return navigationType === NavigationType.Pop && key !== 'default';
}
