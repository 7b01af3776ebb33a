/** The client area's cursor-paged lists: their pages, and the cursor of the next one. */
import type { z } from 'zod';
import { TOTAL_COUNT_CAPPED_HEADER, TOTAL_COUNT_HEADER } from '@fairchance/shared';

/** One page of a cursor-paged list and the list's total (x-total-count, docs/api.md#endpoints). */
export interface Page<T> {
  items: T[];
  total: number;
  /** The list holds more than `total` (a searched list counts up to a cap). */
  totalCapped: boolean;
}

export function pageParser<T>(schema: z.ZodType<T[]>) {
  return (data: unknown, response: Response): Page<T> => {
    const items = schema.parse(data);
    const header = Number(response.headers.get(TOTAL_COUNT_HEADER));
    return {
      items,
      total: Number.isFinite(header) && header >= 0 ? header : items.length,
      totalCapped: response.headers.get(TOTAL_COUNT_CAPPED_HEADER) === 'true',
    };
  };
}

export interface PageRequest {
  /** The cursor of the last item already shown. */
  before?: string | undefined;
  limit?: number;
  signal?: AbortSignal;
}

/**
 * The cursor of the next page: the last item's, while fewer than `total` are loaded, or, past a
 * capped total, until a page comes back empty.
 */
export function nextPageCursor<T extends { cursor?: string | undefined }>(
  pages: readonly Page<T>[],
): string | undefined {
  const last = pages[pages.length - 1];
  if (!last) return undefined;
  const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
  if ((!last.totalCapped && loaded >= last.total) || last.items.length === 0) return undefined;
  return last.items[last.items.length - 1]?.cursor;
}
