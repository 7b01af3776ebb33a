/** PATCH the employer's 1-5 rating of an application (docs/rules.md#applicant-review). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApplicationRatingSchema, type ApplicationDetail } from '@fairchance/shared';
import { api } from '#web/lib/api/index.ts';
import { applicationPath } from './applications-path.ts';
import { employerKeys } from './keys.ts';

export function updateApplicationRating(
  employerId: string,
  jobId: string,
  applicationId: string,
  rating: number | null,
): Promise<{ rating: number | null }> {
  return api.patch(`${applicationPath(employerId, jobId, applicationId)}/rating`, {
    body: { rating },
    parse: (data) => ApplicationRatingSchema.parse(data),
  });
}

export function useUpdateApplicationRating(
  employerId: string,
  jobId: string,
  applicationId: string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rating: number | null) =>
      updateApplicationRating(employerId, jobId, applicationId, rating),
    onSuccess: async ({ rating }) => {
      queryClient.setQueryData<ApplicationDetail>(
        employerKeys.applicant(jobId, applicationId),
        (detail) => (detail ? { ...detail, rating } : detail),
      );
      await queryClient.invalidateQueries({ queryKey: employerKeys.applications(jobId) });
    },
  });
}
