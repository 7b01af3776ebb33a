/** The company profile (docs/api.md#endpoints Employers): create, read, change. */
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  EmployerSchema,
  type CreateEmployerRequest,
  type Employer,
  type UpdateEmployerRequest,
  type User,
} from '@fairchance/shared';
import { api } from '#web/lib/api/index.ts';
import { currentUserQueryKey } from '#web/lib/auth/session.tsx';
import { employerKeys } from './keys.ts';

const parseEmployer = (data: unknown) => EmployerSchema.parse(data);

export function getEmployer(employerId: string, signal?: AbortSignal): Promise<Employer> {
  return api.get(`/v1/employers/${encodeURIComponent(employerId)}`, {
    parse: parseEmployer,
    ...(signal ? { signal } : {}),
  });
}

export function createEmployer(body: CreateEmployerRequest): Promise<Employer> {
  return api.post('/v1/employers', { body, parse: parseEmployer });
}

export function updateEmployer(employerId: string, body: UpdateEmployerRequest): Promise<Employer> {
  return api.patch(`/v1/employers/${encodeURIComponent(employerId)}`, {
    body,
    parse: parseEmployer,
  });
}

/** Keeps the signed-in user's embedded profile in step with an answer of the employer calls. */
export function storeEmployer(queryClient: QueryClient, employer: Employer): void {
  queryClient.setQueryData(employerKeys.profile(employer.id), employer);
  queryClient.setQueryData<User>(currentUserQueryKey, (user) =>
    user ? { ...user, employer } : user,
  );
}

/**
 * The company profile with its quotas, fresh from the server (the copy embedded in the user may
 * be older); the embedded copy is shown meanwhile.
 */
export function useEmployer(employerId: string, placeholder?: Employer | null) {
  return useQuery({
    queryKey: employerKeys.profile(employerId),
    queryFn: ({ signal }) => getEmployer(employerId, signal),
    ...(placeholder ? { placeholderData: placeholder } : {}),
  });
}

export function useCreateEmployer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEmployer,
    onSuccess: (employer) => storeEmployer(queryClient, employer),
  });
}

export function useUpdateEmployer(employerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateEmployerRequest) => updateEmployer(employerId, body),
    onSuccess: (employer) => storeEmployer(queryClient, employer),
  });
}
