/**
 * One job (GET /v1/jobs/{id}, docs/api.md#endpoints), as both the client and the employer areas
 * read it. The server answers each reader what that reader may see: a client a job open to them
 * with their application's status, an employer its own job whatever its state. So each area caches
 * it under its own key, passed in here; the fetcher is one.
 */
import { queryOptions, useQuery, type QueryKey } from '@tanstack/react-query';
import { IdSchema, JobSchema, type Job } from '@fairchance/shared';
import { api } from '#web/lib/api/index.ts';

export function getJob(jobId: string, { signal }: { signal?: AbortSignal } = {}): Promise<Job> {
  return api.get(`/v1/jobs/${encodeURIComponent(jobId)}`, {
    parse: (data) => JobSchema.parse(data),
    ...(signal ? { signal } : {}),
  });
}

/**
 * Whether `jobId` can name a job at all: a mistyped or cut link is not found, without asking the
 * server (which would refuse it as a bad request, not as a missing job).
 */
export function isJobId(jobId: string): boolean {
  return IdSchema.safeParse(jobId).success;
}

/** The job's query, under the key of the area that shows it; none for what is no job id. */
export function getJobQueryOptions(jobId: string, queryKey: QueryKey) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => getJob(jobId, { signal }),
    enabled: isJobId(jobId),
  });
}

export function useJob(jobId: string, queryKey: QueryKey) {
  return useQuery(getJobQueryOptions(jobId, queryKey));
}
