/** One job as the client sees it: open to them, with their application's status. */
import { useJob as useJobOf } from '#web/features/jobs/index.ts';
import { jobQueryKeys } from './keys.ts';

export function useJob(id: string) {
  return useJobOf(id, jobQueryKeys.detail(id));
}
