/** GET /v1/user/profile-draft: the onboarding draft, or null (docs/decisions/025-onboarding-drafts.md). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ProfileDraftOrNullSchema, type ProfileDraft } from '@fairchance/shared';
import { api } from '#web/lib/api/index.ts';
import { clientQueryKeys } from './keys.ts';

export function getProfileDraft(
  options: { signal?: AbortSignal } = {},
): Promise<ProfileDraft | null> {
  return api.get('/v1/user/profile-draft', {
    ...options,
    parse: (data) => ProfileDraftOrNullSchema.parse(data),
  });
}

export function getProfileDraftQueryOptions(userId: string) {
  return queryOptions({
    queryKey: clientQueryKeys.profileDraft(userId),
    queryFn: ({ signal }) => getProfileDraft({ signal }),
    // The wizard reads it once, to resume: the form holds the answers from then on.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: false,
  });
}

export function useProfileDraft(userId: string) {
  return useQuery(getProfileDraftQueryOptions(userId));
}
