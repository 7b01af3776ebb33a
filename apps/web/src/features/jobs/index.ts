/**
 * What the jobs feature shares: reading one job and the page size of the lists of jobs, used by
 * the client and employer areas alike (docs/web-app.md#api-calls). The linter lets other features
 * import this file only.
 */
export { getJob, getJobQueryOptions, isJobId, useJob } from './api/get-job.ts';
export { JOBS_PAGE_SIZE } from './api/page-size.ts';
