/**
 * The jobs search in the page's address (docs/rules.md#job-search): the API's own keys, so that a
 * search can be shared, bookmarked and undone with the back button. Read with the API's query
 * schema, so the page and the API agree on every value; a malformed value is dropped, not sent.
 */
import {
  JobsQuerySchema,
  type CreateSavedSearchRequest,
  type JobSort,
  type TypeOfWork,
  type WorkingTime,
} from '@fairchance/shared';

export interface JobSearch {
  q?: string;
  typeOfWork?: TypeOfWork[];
  workingTime?: WorkingTime[];
  city?: string;
  state?: string;
  minPay?: number;
  postedWithin?: number;
  sort?: JobSort;
}

/** The keys of a search, in the order the address writes them. */
export const JOB_SEARCH_KEYS = [
  'q',
  'typeOfWork',
  'workingTime',
  'city',
  'state',
  'minPay',
  'postedWithin',
  'sort',
] as const satisfies readonly (keyof JobSearch)[];

/** The search an address holds; values the API would refuse are left out. */
export function searchFromParams(params: URLSearchParams): JobSearch {
  const search: JobSearch = {};
  for (const key of JOB_SEARCH_KEYS) {
    const raw = params.get(key);
    if (raw === null) continue;
    const parsed = JobsQuerySchema.safeParse({
      [key]: raw,
      ...(key === 'sort' ? { q: params.get('q') ?? undefined } : {}),
    });
    if (!parsed.success) continue;
    const value = parsed.data[key];
    if (value === undefined || (Array.isArray(value) && value.length === 0)) continue;
    if (key === 'sort' && value === 'newest') continue;
    Object.assign(search, { [key]: value });
  }
  return search;
}

/** The address of a search: only what is set, lists comma-separated. */
export function paramsFromSearch(search: JobSearch): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of JOB_SEARCH_KEYS) {
    const value = search[key];
    if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0))
      continue;
    if (key === 'sort' && value === 'newest') continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return params;
}

/** Is anything searched for or filtered (the default order aside)? */
export function isSearching(search: JobSearch): boolean {
  return JOB_SEARCH_KEYS.some((key) => key !== 'sort' && search[key] !== undefined);
}

/** The search as a saved search keeps it (the API checks it with the same schema). */
export function savedSearchRequestOf(search: JobSearch): CreateSavedSearchRequest['search'] {
  const { state, ...rest } = search;
  return {
    ...rest,
    ...(state ? { state: state as CreateSavedSearchRequest['search']['state'] } : {}),
  };
}

/** The address of a search on Current Opportunities. */
export function jobsPathOf(search: JobSearch, jobsPath: string): string {
  const query = paramsFromSearch(search).toString();
  return query ? `${jobsPath}?${query}` : jobsPath;
}
