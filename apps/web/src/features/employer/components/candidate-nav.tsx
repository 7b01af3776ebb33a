/**
 * Previous and next candidate, in the list's order and filter (kept in the URL): read from the
 * list's own cache, fetching its next page when the last loaded candidate is reached.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { useApplicants } from '#web/features/employer/api/get-applications.ts';
import {
  applicantFilterQuery,
  useApplicantFilter,
} from '#web/features/employer/hooks/use-applicant-filter.ts';
import { applicantLabel } from './applicant-list.tsx';

export function CandidateNav({
  employerId,
  jobId,
  applicationId,
}: {
  employerId: string;
  jobId: string;
  applicationId: string;
}) {
  const { t } = useTranslation();
  const { filter } = useApplicantFilter();
  const list = useApplicants(employerId, jobId, filter);
  const items = list.data?.pages.flat() ?? [];
  const index = items.findIndex((item) => item.id === applicationId);
  const isLast = index >= 0 && index === items.length - 1;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  useEffect(() => {
    if (isLast && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [isLast, hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (index < 0) return null;
  const query = applicantFilterQuery(filter);
  const previous = items[index - 1];
  const next = items[index + 1];
  const link = (item: (typeof items)[number]) =>
    `${paths.employer.applicant(jobId, item.id)}${query}`;
  return (
    <nav className="candidate-nav" aria-label={t('employer.reviewing.navigation')}>
      {previous ? (
        <Link to={link(previous)} className="candidate-nav__link" rel="prev">
          {t('employer.reviewing.previous', { label: applicantLabel(t, previous) })}
        </Link>
      ) : (
        <span />
      )}
      <span className="candidate-nav__position">
        {hasNextPage
          ? t('employer.reviewing.positionOnly', { index: index + 1 })
          : t('employer.reviewing.position', { index: index + 1, count: items.length })}
      </span>
      {next ? (
        <Link to={link(next)} className="candidate-nav__link" rel="next">
          {t('employer.reviewing.next', { label: applicantLabel(t, next) })}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
