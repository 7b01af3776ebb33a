/**
 * The employer's home (docs/product.md): the jobs, what is left of the quotas, and 'Post a job'.
 */
import { StatusBadge } from '#web/components/ui/status-badge.tsx';
import { memo, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  TYPE_OF_WORK_LABELS,
  WORKING_TIME_LABELS,
  type Employer,
  type Job,
} from '@fairchance/shared';
import { Page } from '#web/components/layout/page.tsx';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { PageLoader } from '#web/components/ui/spinner.tsx';
import { paths } from '#web/config/paths.ts';
import { useEmployer } from '#web/features/employer/api/get-employer.ts';
import { useEmployerJobs } from '#web/features/employer/api/get-employer-jobs.ts';
import { formatDate } from '#web/features/employer/format.ts';
import { useEmployerSession } from '#web/features/employer/hooks/use-employer-session.ts';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { PagingFooter } from '#web/components/ui/paging-footer.tsx';
import { ChunkedList } from '#web/components/ui/chunked-list.tsx';
import { QuotaModal } from './quota-modal.tsx';
import { JobStatusBadge } from './status-tones.tsx';
import './employer.css';
import { localized } from '#web/i18n/labels.ts';

/**
 * 'Post a job': a link to the wizard, or, with no free job posts left, a button that opens the
 * quota modal (docs/roles-and-permissions.md).
 */
export function PostJobAction({ employer }: { employer: Employer }) {
  const { t } = useTranslation();
  const [isQuotaOpen, setIsQuotaOpen] = useState(false);
  if (employer.availableJobsCount > 0) {
    return <ButtonLink to={paths.employer.createJob}>{t('employer.dashboard.postJob')}</ButtonLink>;
  }
  return (
    <>
      <Button onClick={() => setIsQuotaOpen(true)}>{t('employer.dashboard.postJob')}</Button>
      <QuotaModal kind="jobs" isOpen={isQuotaOpen} onClose={() => setIsQuotaOpen(false)} />
    </>
  );
}

const JobCard = memo(function JobCard({ job }: { job: Job }) {
  const { t, i18n } = useTranslation();
  return (
    <li className="employer-job-card">
      <div className="employer-job-card__main">
        <h3 className="employer-job-card__title">
          <Link to={paths.employer.job(job.id)} className="employer-job-card__link">
            {job.title}
          </Link>
        </h3>
        <p className="employer-job-card__meta">
          {[
            job.department,
            localized(TYPE_OF_WORK_LABELS)[job.typeOfWork],
            localized(WORKING_TIME_LABELS)[job.workingTime],
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </div>
      <div className="employer-job-card__facts">
        {job.unpublished ? (
          <StatusBadge
            status="unpublished"
            tone="danger"
            label={t('employer.job.unpublished.badge')}
          />
        ) : (
          <JobStatusBadge status={job.status} />
        )}
        <span className="employer-job-card__count">
          {t('employer.applicantCount', { count: job.applicationsCount })}
        </span>
        <span className="employer-job-card__date">
          {t('employer.dashboard.posted')}{' '}
          <time dateTime={job.createdAt}>{formatDate(job.createdAt, i18n.language)}</time>
        </span>
      </div>
    </li>
  );
});

function QuotaSummary({ employer }: { employer: Employer }) {
  const { t } = useTranslation();
  return (
    <ul className="quota-summary" aria-label={t('employer.dashboard.quotaLabel')}>
      <li className="quota-summary__item">
        <span className="quota-summary__value">{employer.availableJobsCount}</span>{' '}
        {t('employer.dashboard.jobsLeft', { count: employer.availableJobsCount })}
      </li>
      {employer.availableUncloaksCount !== undefined && (
        <li className="quota-summary__item">
          <span className="quota-summary__value">{employer.availableUncloaksCount}</span>{' '}
          {t('employer.dashboard.interviewsLeft', { count: employer.availableUncloaksCount })}
        </li>
      )}
    </ul>
  );
}

export function EmployerDashboard() {
  const { t } = useTranslation();
  const { employer: embedded } = useEmployerSession();
  const { data: fresh } = useEmployer(embedded.id, embedded);
  const employer = fresh ?? embedded;
  const jobs = useEmployerJobs(employer.id);
  const items = jobs.data?.pages.flat() ?? [];

  let content;
  if (jobs.isPending) content = <PageLoader label={t('employer.dashboard.loadingJobs')} />;
  else if (jobs.isError && items.length === 0)
    content = (
      <LoadError
        title={t('employer.loadError.title')}
        description={t('employer.loadError.body')}
        error={jobs.error}
        onRetry={() => void jobs.refetch()}
        headingLevel={3}
      />
    );
  else if (items.length === 0)
    content = (
      <EmptyState
        headingLevel={3}
        title={t('employer.dashboard.emptyTitle')}
        description={t('employer.dashboard.emptyBody')}
        action={<PostJobAction employer={employer} />}
      />
    );
  else
    content = (
      <ChunkedList
        className="employer-job-list"
        items={items}
        keyOf={(job) => job.id}
        renderItem={(job) => <JobCard job={job} />}
        footer={
          <PagingFooter
            hasMore={jobs.hasNextPage}
            isLoading={jobs.isFetchingNextPage}
            onLoadMore={() => void jobs.fetchNextPage()}
            loadMoreLabel={t('employer.loadMore')}
          />
        }
      />
    );

  return (
    <Page
      title={t('employer.dashboard.title')}
      description={employer.name}
      actions={<PostJobAction employer={employer} />}
    >
      <QuotaSummary employer={employer} />
      <section className="dashboard-jobs" aria-labelledby="employer-jobs-heading">
        <h2 id="employer-jobs-heading">{t('employer.dashboard.jobsTitle')}</h2>
        {content}
      </section>
    </Page>
  );
}
