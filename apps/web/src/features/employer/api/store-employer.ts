import type { QueryClient } from '@tanstack/react-query';
import type { Employer, User } from '@fairchance/shared';
import { currentUserQueryKey } from '#web/lib/auth/session.tsx';
import { employerKeys } from './keys.ts';

/** Keeps the signed-in user's embedded profile in step with an answer of the employer calls. */
export function storeEmployer(queryClient: QueryClient, employer: Employer): void {
  queryClient.setQueryData(employerKeys.profile(employer.id), employer);
  queryClient.setQueryData<User>(currentUserQueryKey, (user) =>
    user ? { ...user, employer } : user,
  );
}
