/** POST /v1/rsp: the owner's onboarding ends by creating the organization. */
import { useMutation } from '@tanstack/react-query';
import {
  OrganizationSchema,
  type CreateOrganizationRequest,
  type Organization,
} from '@fairchance/shared';
import { api } from '#web/lib/api/index.ts';

export function createOrganization(body: CreateOrganizationRequest): Promise<Organization> {
  return api.post('/v1/rsp', { body, parse: (data) => OrganizationSchema.parse(data) });
}

export function useCreateOrganization() {
  return useMutation({ mutationFn: createOrganization });
}
