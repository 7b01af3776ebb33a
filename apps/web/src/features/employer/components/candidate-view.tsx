/** The candidate screen (docs/product.md): one applicant of a job, with the employer's actions. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '#web/components/layout/page.tsx';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { PageLoader } from '#web/components/ui/spinner.tsx';
import { paths } from '#web/config/paths.ts';
import { isApiError } from '#web/lib/api/index.ts';
import { useApplicant } from '#web/features/employer/api/get-application.ts';
import {
  applicantFilterQuery,
  useApplicantFilter,
} from '#web/features/employer/hooks/use-applicant-filter.ts';
import { useJob } from '#web/features/employer/api/get-job.ts';
import { relativeDate } from '#web/features/employer/format.ts';
import { useEmployerSession } from '#web/features/employer/hooks/use-employer-session.ts';
import { applicantLabel } from './applicant-list.tsx';
import { CandidateActions } from './candidate-actions.tsx';
import { CandidateNav } from './candidate-nav.tsx';
import { CandidateProfile } from './candidate-profile.tsx';
import { CandidateReview } from './candidate-review.tsx';
import { CandidateStatement } from './candidate-statement.tsx';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { ApplicationStatusBadge } from './status-tones.tsx';
import './employer.css';

export function CandidateView({ jobId, applicationId }: { jobId: string; applicationId: string }) {
  const { t } = useTranslation();
  const { employer } = useEmployerSession();
  const job = useJob(jobId);
  const applicant = useApplicant(employer.id, jobId, applicationId);
  const { filter } = useApplicantFilter();
  const backLink = (
    <Link to={`${paths.employer.job(jobId)}${applicantFilterQuery(filter)}`} className="page__back">
      {job.data
        ? t('employer.candidate.backToJob', { title: job.data.title })
        : t('employer.candidate.backToCandidates')}
    </Link>
  );

  if (applicant.isPending)
    return (
      <Page title={t('employer.applicant.title')}>
        <PageLoader />
      </Page>
    );
  if (applicant.isError) {
    const isMissing =
      isApiError(applicant.error) &&
      (applicant.error.status === 404 || applicant.error.status === 403);
    return (
      <Page title={t('employer.applicant.title')}>
        {isMissing ? (
          <EmptyState
            title={t('employer.candidate.notFoundTitle')}
            description={t('employer.candidate.notFoundBody')}
            action={
              <ButtonLink to={paths.employer.job(jobId)} variant="secondary">
                {t('employer.candidate.backToCandidates')}
              </ButtonLink>
            }
          />
        ) : (
          <LoadError
            title={t('employer.loadError.title')}
            description={t('employer.loadError.body')}
            retryLabel={t('employer.loadError.retry')}
            error={applicant.error}
            onRetry={() => void applicant.refetch()}
            headingLevel={2}
          />
        )}
      </Page>
    );
  }

  const detail = applicant.data;
  const name = applicantLabel(t, detail);
  return (
    <Page
      title={name}
      documentTitle={t('employer.candidate.documentTitle')}
      description={
        <>
          {t('employer.applicants.applied')}{' '}
          <time dateTime={detail.createdAt}>{relativeDate(t, detail.createdAt)}</time>{' '}
          <ApplicationStatusBadge status={detail.status} />
        </>
      }
      actions={backLink}
    >
      <CandidateNav employerId={employer.id} jobId={jobId} applicationId={applicationId} />
      <div className="candidate">
        <CandidateActions employerId={employer.id} detail={detail} />
        <div className="candidate__columns">
          <div>
            <CandidateProfile detail={detail} />
            <CandidateStatement detail={detail} />
          </div>
          <CandidateReview
            employerId={employer.id}
            detail={detail}
            jobTitle={job.data?.title ?? ''}
            companyName={employer.name}
          />
        </div>
      </div>
    </Page>
  );
}
