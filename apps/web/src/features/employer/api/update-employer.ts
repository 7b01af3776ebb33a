/** PATCH /v1/employers/{id}: any subset of the company profile's fields. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Employer, UpdateEmployerRequest } from '@fairchance/shared';
import { api } from '#web/lib/api/index.ts';
import { parseEmployer } from './get-employer.ts';
import { storeEmployer } from './store-employer.ts';

export function updateEmployer(employerId: string, body: UpdateEmployerRequest): Promise<Employer> {
  return api.patch(`/v1/employers/${encodeURIComponent(employerId)}`, {
    body,
    parse: parseEmployer,
  });
}

export function useUpdateEmployer(employerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateEmployerRequest) => updateEmployer(employerId, body),
    onSuccess: (employer) => storeEmployer(queryClient, employer),
  });
}
