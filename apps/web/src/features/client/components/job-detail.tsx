import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Job } from '@fairchance/shared';
import { Page } from '#web/components/layout/page.tsx';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { PageLoader } from '#web/components/ui/spinner.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { paths } from '#web/config/paths.ts';
import { isApiError } from '#web/lib/api/errors.ts';
import { useJob } from '#web/features/client/api/get-job.ts';
import { isJobId } from '#web/features/jobs/index.ts';
import { ApplySection } from './application-form.tsx';
import { ReportJob } from './report-job.tsx';
import { JobPosting } from '#web/components/ui/job-posting.tsx';
import { JobFacts, usePostedAgo } from './job-card.tsx';
import './client.css';

/**
 * A job and its application form (docs/product.md). A job that is gone (ResourceNotFound) sends the
 * client back to Current Opportunities (docs/web-app.md#errors-and-messages).
 */
export function JobDetailPage({ id }: { id: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const job = useJob(id);
  const isMalformed = !isJobId(id);
  const isGone = isMalformed || (isApiError(job.error) && job.error.code === 'ResourceNotFound');

  useEffect(() => {
    if (!isGone) return;
    toast.info(t(isMalformed ? 'client.job.noSuchJob' : 'client.job.notFound'));
    void navigate(paths.client.jobs, { replace: true });
  }, [isGone, isMalformed, toast, t, navigate]);

  const back = (
    <Link className="back-link" to={paths.client.jobs}>
      {t('client.job.backToJobs')}
    </Link>
  );

  if (job.isPending || isGone) {
    return (
      <Page title={t('client.job.title')}>
        <PageLoader />
      </Page>
    );
  }
  if (job.isError) {
    return (
      <Page title={t('client.job.title')}>
        {back}
        <LoadError
          title={t('client.job.loadError')}
          retryLabel={t('client.dashboard.retry')}
          onRetry={() => void job.refetch()}
          error={job.error}
          headingLevel={2}
        />
      </Page>
    );
  }

  return (
    <Page title={t('client.job.title')} documentTitle={job.data.title}>
      {back}
      <JobDetail job={job.data} />
      <ApplySection job={job.data} />
      <ReportJob jobId={job.data.id} />
    </Page>
  );
}

/**
 * The whole posting (docs/product.md): where, pay and when it was posted at a glance, then the
 * posting itself, the same component the employer's job page shows (without the offense
 * categories, the employer's own setting).
 */
function JobDetail({ job }: { job: Job }) {
  const postedAgo = usePostedAgo();
  return (
    <article className="job-detail" aria-labelledby="job-title">
      <header className="job-detail__header">
        <h2 id="job-title" className="job-detail__title">
          {job.title}
        </h2>
        <p className="job-detail__employer">{job.employer.name}</p>
        <p className="job-card__posted">
          <time dateTime={job.createdAt}>{postedAgo(job.createdAt)}</time>
        </p>
      </header>
      <JobFacts job={job} className="job-detail__facts" />
      <JobPosting job={job} headingLevel={3} />
    </article>
  );
}
