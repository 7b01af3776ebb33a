import { canApplyForJobs } from '@fairchance/shared';
import { useAuth } from '#web/lib/auth/session.tsx';

/**
 * Whether the signed-in client may apply now (docs/rules.md#eligibility): not while currently
 * incarcerated. The same shared rule the server applies, read from the profile that comes with the
 * user (kept in step when the profile is saved), so no page waits for it.
 */
export function useCanApply(): boolean {
  return canApplyForJobs(useAuth().user?.client?.justiceStatus);
}
