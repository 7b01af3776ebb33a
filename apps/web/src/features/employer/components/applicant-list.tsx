/** The job page's 'List of Candidates' (docs/product.md, docs/rules.md#application-statuses). */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Application } from '@fairchance/shared';
import { PageLoader } from '#web/components/ui/spinner.tsx';
import { paths } from '#web/config/paths.ts';
import {
  useApplicantUpdatesOnOpen,
  useApplicants,
} from '#web/features/employer/api/get-applications.ts';
import { relativeDate } from '#web/features/employer/format.ts';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { PagingFooter } from '#web/components/ui/paging-footer.tsx';
import { ApplicationStatusBadge } from './status-tones.tsx';

/**
 * One applicant: the name as the server sent it (masked until an interview), when they applied,
 * and a badge for where they stand. The whole row leads to the candidate, by the application (the
 * client's id would link their applications before an interview: decision 014).
 */
export function ApplicantRow({ application, now }: { application: Application; now?: Date }) {
  const { t } = useTranslation();
  const name = `${application.client.firstName} ${application.client.lastName}`.trim();
  return (
    <li className="applicant-row">
      <Link
        to={paths.employer.applicant(application.jobId, application.id)}
        className="applicant-row__link"
      >
        <span className="applicant-row__name">{name}</span>
        <span className="applicant-row__date">
          {t('employer.applicants.applied')}{' '}
          <time dateTime={application.createdAt}>
            {relativeDate(t, application.createdAt, now)}
          </time>
        </span>
        <ApplicationStatusBadge status={application.status} />
      </Link>
    </li>
  );
}

export function ApplicantList({
  employerId,
  jobId,
  total,
}: {
  employerId: string;
  jobId: string;
  /** The job's applicationsTotal: more pages are fetched while fewer are loaded. */
  total: number;
}) {
  const { t } = useTranslation();
  useApplicantUpdatesOnOpen(employerId, jobId);
  const applicants = useApplicants(employerId, jobId, total);
  const items = applicants.data?.pages.flat() ?? [];

  if (applicants.isPending) return <PageLoader label={t('employer.applicants.loading')} />;
  if (applicants.isError && items.length === 0)
    return (
      <LoadError
        title={t('employer.loadError.title')}
        description={t('employer.loadError.body')}
        retryLabel={t('employer.loadError.retry')}
        error={applicants.error}
        onRetry={() => void applicants.refetch()}
        headingLevel={3}
      />
    );
  if (items.length === 0)
    return <p className="applicant-list__empty">{t('employer.applicants.none')}</p>;
  return (
    <>
      <ul className="applicant-list">
        {items.map((application) => (
          <ApplicantRow key={application.id} application={application} />
        ))}
      </ul>
      <PagingFooter
        hasMore={applicants.hasNextPage}
        isLoading={applicants.isFetchingNextPage}
        onLoadMore={() => void applicants.fetchNextPage()}
        loadMoreLabel={t('employer.applicants.loadMore')}
      />
    </>
  );
}
