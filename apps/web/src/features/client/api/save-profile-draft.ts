/** PUT /v1/user/profile-draft: replaces the onboarding draft with the step and answers so far. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ProfileDraftSchema,
  type ProfileDraft,
  type SaveProfileDraftRequestInput,
} from '@fairchance/shared';
import { api } from '#web/lib/api/index.ts';
import { clientQueryKeys } from './keys.ts';

export function saveProfileDraft(body: SaveProfileDraftRequestInput): Promise<ProfileDraft> {
  return api.put('/v1/user/profile-draft', {
    body,
    parse: (data) => ProfileDraftSchema.parse(data),
  });
}

export function useSaveProfileDraft(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProfileDraft,
    onSuccess: (draft) => queryClient.setQueryData(clientQueryKeys.profileDraft(userId), draft),
  });
}
