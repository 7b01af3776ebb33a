/**
 * Jobs as a client browses and applies to them, and the client's own lists (docs/api.md#endpoints).
 */
import type { z } from 'zod';
import {
  ApplicationSchema,
  ClientJobListSchema,
  ClientProviderListSchema,
  JobListSchema,
  JobSchema,
  SuggestedJobListSchema,
  TOTAL_COUNT_HEADER,
  type Application,
  type ClientProvider,
  type CreateApplicationRequest,
  type Job,
} from '@fairchance/shared';
import { api } from '#web/lib/api/index.ts';

/** Items per page of the client's lists (the API's default, said once here). */
export const JOBS_PAGE_SIZE = 20;

/** One page of a cursor-paged list and the list's total (x-total-count, docs/api.md#endpoints). */
export interface Page<T> {
  items: T[];
  total: number;
}

function pageParser<T>(schema: z.ZodType<T[]>) {
  return (data: unknown, response: Response): Page<T> => {
    const items = schema.parse(data);
    const header = Number(response.headers.get(TOTAL_COUNT_HEADER));
    return { items, total: Number.isFinite(header) && header >= 0 ? header : items.length };
  };
}

export interface PageRequest {
  /** The cursor of the last item already shown. */
  before?: string | undefined;
  limit?: number;
  signal?: AbortSignal;
}

/** The cursor of the next page: the last item's, while fewer than `total` are loaded. */
export function nextPageCursor<T extends { cursor?: string | undefined }>(
  pages: readonly Page<T>[],
): string | undefined {
  const last = pages[pages.length - 1];
  if (!last) return undefined;
  const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
  if (loaded >= last.total || last.items.length === 0) return undefined;
  return last.items[last.items.length - 1]?.cursor;
}

/** GET /v1/jobs: 'Current Opportunities', the active jobs open to this client, newest first. */
export function getJobsPage({ before, limit = JOBS_PAGE_SIZE, signal }: PageRequest = {}) {
  return api.get('/v1/jobs', {
    query: { limit, before },
    ...(signal ? { signal } : {}),
    parse: pageParser<Job>(JobListSchema),
  });
}

export function getJob(id: string, options: { signal?: AbortSignal } = {}): Promise<Job> {
  return api.get(`/v1/jobs/${encodeURIComponent(id)}`, {
    ...options,
    parse: (data) => JobSchema.parse(data),
  });
}

/** POST /v1/jobs/{id}/applications with an answer to each of the job's questions. */
export function applyToJob(id: string, body: CreateApplicationRequest): Promise<Application> {
  return api.post(`/v1/jobs/${encodeURIComponent(id)}/applications`, {
    body,
    parse: (data) => ApplicationSchema.parse(data),
  });
}

/** GET /v1/clients/{id}/jobs: the jobs the client applied to, each with its status. */
export function getAppliedJobsPage(
  clientId: string,
  { before, limit = JOBS_PAGE_SIZE, signal }: PageRequest = {},
) {
  return api.get(`/v1/clients/${encodeURIComponent(clientId)}/jobs`, {
    query: { limit, before },
    ...(signal ? { signal } : {}),
    parse: pageParser<Job>(ClientJobListSchema),
  });
}

export function getSuggestedJobs(
  clientId: string,
  options: { signal?: AbortSignal } = {},
): Promise<Job[]> {
  return api.get(`/v1/clients/${encodeURIComponent(clientId)}/jobs/suggested`, {
    ...options,
    parse: (data) => SuggestedJobListSchema.parse(data),
  });
}

/** DELETE /v1/clients/{id}/providers/{rspId}: the organization no longer sees the client. */
export async function stopSharingWithProvider(clientId: string, rspId: string): Promise<void> {
  await api.delete(
    `/v1/clients/${encodeURIComponent(clientId)}/providers/${encodeURIComponent(rspId)}`,
  );
}

export function getClientProviders(
  clientId: string,
  options: { signal?: AbortSignal } = {},
): Promise<ClientProvider[]> {
  return api.get(`/v1/clients/${encodeURIComponent(clientId)}/providers`, {
    ...options,
    parse: (data) => ClientProviderListSchema.parse(data),
  });
}
