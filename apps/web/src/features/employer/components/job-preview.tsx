/**
 * A job as the create-job confirm screen previews it (docs/product.md): the shared posting, with the
 * offense categories it accepts and an Edit link from each section back to its wizard step.
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { JobPayload } from '@fairchance/shared';
import { JobPosting } from '#web/components/ui/job-posting.tsx';
import type { JobStepId } from '#web/features/employer/job-form/schemas.ts';

export function JobPreview({
  job,
  editHref,
}: {
  job: JobPayload;
  /** Where each section's Edit link leads; no links without it. */
  editHref?: (step: JobStepId) => string;
}) {
  const { t } = useTranslation();
  return (
    <JobPosting
      job={job}
      isOffensesShown
      {...(editHref
        ? {
            sectionAction: (section: JobStepId, title: string) => (
              <Link
                to={editHref(section)}
                className="review-section__edit"
                aria-label={`${t('employer.review.edit')} ${title}`}
              >
                {t('employer.review.edit')}
              </Link>
            ),
          }
        : {})}
    />
  );
}
