import { useEffect, useRef } from 'react';

/**
 * Calls `onLoadMore` when the returned element (a sentinel under a list) comes within
 * `rootMargin` of the viewport. Observed again after each page, so a sentinel still in view asks
 * for the next one. Where IntersectionObserver is missing the list shows its 'Load more' button
 * instead.
 */
export function useInfiniteScroll<T extends HTMLElement>({
  hasMore,
  isLoading,
  onLoadMore,
  rootMargin = '200px 0px',
  isEnabled = true,
}: {
  hasMore: boolean;
  isLoading: boolean;
  onLoadMore: () => void;
  rootMargin?: string;
  isEnabled?: boolean;
}) {
  const ref = useRef<T>(null);
  const latest = useRef(onLoadMore);
  useEffect(() => {
    latest.current = onLoadMore;
  });

  useEffect(() => {
    const element = ref.current;
    if (!isEnabled || !element || !hasMore || isLoading) return;
    if (typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, isLoading, rootMargin, isEnabled]);

  return ref;
}
