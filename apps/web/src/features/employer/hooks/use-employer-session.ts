import type { Employer, User } from '@fairchance/shared';
import { useAuth } from '#web/lib/auth/session.tsx';

/**
 * The signed-in employer and the company profile embedded in the user. The employer routes are
 * guarded (RequireAuth role="employer"), so a screen that needs the profile only renders when the
 * user has one.
 */
export function useEmployerSession(): { user: User; employer: Employer; isOwner: boolean } {
  const { user } = useAuth();
  if (!user?.employer) throw new Error('An employer screen was shown without a company profile.');
  return { user, employer: user.employer, isOwner: user.employerRole === 'owner' };
}
