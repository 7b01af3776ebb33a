/** POST /v1/employers: the employer's onboarding creates the company profile. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateEmployerRequest, Employer } from '@fairchance/shared';
import { api } from '#web/lib/api/index.ts';
import { parseEmployer } from './get-employer.ts';
import { storeEmployer } from './store-employer.ts';

export function createEmployer(body: CreateEmployerRequest): Promise<Employer> {
  return api.post('/v1/employers', { body, parse: parseEmployer });
}

export function useCreateEmployer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEmployer,
    onSuccess: (employer) => storeEmployer(queryClient, employer),
  });
}
