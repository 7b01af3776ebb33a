/** One of the employer's own jobs, whatever its state: cached apart from a client's copy. */
import { useJob as useJobOf } from '#web/features/jobs/index.ts';
import { employerKeys } from './keys.ts';

export function useJob(jobId: string) {
  return useJobOf(jobId, employerKeys.job(jobId));
}
