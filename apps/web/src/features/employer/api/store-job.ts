import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { Job, JobList } from '@fairchance/shared';
import { employerKeys } from './keys.ts';

/** A changed job replaces its copies: the job page's and the dashboard list's. */
export function storeJob(queryClient: QueryClient, job: Job): void {
  queryClient.setQueryData(employerKeys.job(job.id), job);
  queryClient.setQueryData<InfiniteData<JobList, string>>(
    employerKeys.jobs(job.employerId),
    (data) =>
      data
        ? {
            ...data,
            pages: data.pages.map((page) =>
              page.map((item) => (item.id === job.id ? { ...job, cursor: item.cursor } : item)),
            ),
          }
        : data,
  );
}
