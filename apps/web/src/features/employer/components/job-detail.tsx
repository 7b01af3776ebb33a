/**
 * The job page (docs/product.md): its facts, the active/paused toggle, Edit, the candidates, then
 * the whole posting as applicants read it, with the offense categories it accepts.
 */
import { useTranslation } from 'react-i18next';
import { Page } from '#web/components/layout/page.tsx';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { PageLoader } from '#web/components/ui/spinner.tsx';
import { paths } from '#web/config/paths.ts';
import { isApiError } from '#web/lib/api/index.ts';
import { useJob } from '#web/features/employer/api/get-job.ts';
import { isJobId } from '#web/features/jobs/index.ts';
import { useEmployerSession } from '#web/features/employer/hooks/use-employer-session.ts';
import { ApplicantList } from './applicant-list.tsx';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { JobStatusToggle } from './job-status-toggle.tsx';
import { JobPosting } from '#web/components/ui/job-posting.tsx';
import './employer.css';

/** The job of this employer, or what to show instead (loading, missing, failed). */
export function useOwnJob(jobId: string) {
  const { t } = useTranslation();
  const { employer } = useEmployerSession();
  const job = useJob(jobId);
  let fallback = null;
  if (job.isPending && isJobId(jobId)) fallback = <PageLoader />;
  else if (
    !isJobId(jobId) ||
    (job.isError &&
      isApiError(job.error) &&
      (job.error.status === 404 || job.error.status === 403)) ||
    (job.data && job.data.employerId !== employer.id)
  )
    fallback = (
      <EmptyState
        title={t('employer.job.notFoundTitle')}
        description={t('employer.job.notFoundBody')}
        action={
          <ButtonLink to={paths.employer.dashboard} variant="secondary">
            {t('employer.backToDashboard')}
          </ButtonLink>
        }
      />
    );
  else if (job.isError)
    fallback = (
      <LoadError
        title={t('employer.loadError.title')}
        description={t('employer.loadError.body')}
        retryLabel={t('employer.loadError.retry')}
        error={job.error}
        onRetry={() => void job.refetch()}
        headingLevel={2}
      />
    );
  return { employer, job: fallback ? undefined : job.data, fallback };
}

export function JobDetail({ jobId }: { jobId: string }) {
  const { t } = useTranslation();
  const { employer, job, fallback } = useOwnJob(jobId);
  if (!job) return <Page title={t('employer.job.title')}>{fallback}</Page>;
  return (
    <Page
      title={job.title}
      documentTitle={t('employer.job.documentTitle', { title: job.title })}
      actions={
        <ButtonLink to={paths.employer.editJob(job.id)} variant="secondary">
          {t('employer.job.edit')}
        </ButtonLink>
      }
    >
      <div className="job-detail">
        {job.unpublished ? (
          <div className="notice job-unpublished" role="note">
            <h2 className="job-unpublished__title">{t('employer.job.unpublished.title')}</h2>
            <p>{t('employer.job.unpublished.body')}</p>
            <p className="job-unpublished__reason">
              <strong>{t('employer.job.unpublished.reason')}</strong> {job.unpublished.reason}
            </p>
          </div>
        ) : (
          <div className="job-detail__summary">
            <JobStatusToggle job={job} />
          </div>
        )}
        <section className="candidates" aria-labelledby="candidates-heading">
          <div className="candidates__header">
            <h2 id="candidates-heading">{t('employer.applicants.title')}</h2>
            <p className="candidates__count">
              {t('employer.applicantCount', { count: job.applicationsCount })}
            </p>
          </div>
          <ApplicantList employerId={employer.id} jobId={job.id} />
        </section>
        <section className="employer-posting" aria-labelledby="employer-posting-heading">
          <h2 id="employer-posting-heading">{t('employer.job.postingTitle')}</h2>
          <JobPosting job={job} headingLevel={3} isOffensesShown />
        </section>
      </div>
    </Page>
  );
}
