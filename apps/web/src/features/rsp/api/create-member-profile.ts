/** PUT /v1/rsp/{rspId}/accounts/{userId}: a member's onboarding (phone and avatar). */
import { useMutation } from '@tanstack/react-query';
import {
  CaseManagerSchema,
  type CaseManager,
  type CreateMemberProfileRequest,
} from '@fairchance/shared';
import { api } from '#web/lib/api/index.ts';
import { accountPath } from './paths.ts';

export function createMemberProfile(body: CreateMemberProfileRequest): Promise<CaseManager> {
  return api.put(accountPath(body.rspId, body.userId), {
    body,
    parse: (data) => CaseManagerSchema.parse(data),
  });
}

export function useCreateMemberProfile() {
  return useMutation({ mutationFn: createMemberProfile });
}
