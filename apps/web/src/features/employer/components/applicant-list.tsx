/**
 * The job page's 'List of Candidates' (docs/product.md, docs/rules.md#applicant-order-and-counts):
 * status filters with their counts, the order, a trade to look for, and one row per application
 * with what the employer may see before an interview (docs/rules.md#candidate-labels).
 */
import { memo, useId } from 'react';
import { Link } from 'react-router';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  APPLICANT_SORTS,
  APPLICATION_STATUS_ORDER,
  EXPERIENCE_SKILL_LABELS,
  EXPERIENCE_SKILLS,
  type ApplicationStatus,
  type EmployerApplication,
  type ExperienceSkill,
} from '@fairchance/shared';
import { PageLoader } from '#web/components/ui/spinner.tsx';
import { paths } from '#web/config/paths.ts';
import { localized } from '#web/i18n/labels.ts';
import {
  useApplicantUpdatesOnOpen,
  useApplicants,
  type ApplicantListFilter,
} from '#web/features/employer/api/get-applications.ts';
import { useApplicationCounts } from '#web/features/employer/api/get-application-counts.ts';
import { relativeDate } from '#web/features/employer/format.ts';
import {
  applicantFilterQuery,
  useApplicantFilter,
} from '#web/features/employer/hooks/use-applicant-filter.ts';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { PagingFooter } from '#web/components/ui/paging-footer.tsx';
import { ChunkedList } from '#web/components/ui/chunked-list.tsx';
import { ApplicationStatusBadge } from './status-tones.tsx';

/** How much of the answers a row shows. */
const ANSWER_PREVIEW_WORDS = 12;

export function answerPreview(application: Pick<EmployerApplication, 'answers'>): string {
  const words = application.answers
    .map((entry) => entry.answer)
    .join(' ')
    .split(/\s+/)
    .filter(Boolean);
  const shown = words.slice(0, ANSWER_PREVIEW_WORDS).join(' ');
  return words.length > ANSWER_PREVIEW_WORDS ? `${shown}…` : shown;
}

/**
 * The label of an application: "Candidate 7", its number on the job, and the name once an
 * interview shows it (decision 029).
 */
export function applicantLabel(
  t: TFunction,
  application: Pick<EmployerApplication, 'id' | 'number' | 'client'>,
): string {
  const label = t('employer.applicants.candidate', { number: application.number });
  // Until an interview the server names the application in place of the person, with the
  // application's own id (decision 014); a withdrawn application keeps the name it had.
  if (application.client.id === application.id) return label;
  const name = `${application.client.firstName} ${application.client.lastName}`.trim();
  return name ? `${name} (${label})` : label;
}

/**
 * One applicant: the label, trades, years of work, licences, the start of the answers, when they
 * applied, the rating and a badge for where they stand. The row leads to the candidate, by the
 * application, keeping the list's filter for next and previous.
 */
export const ApplicantRow = memo(function ApplicantRow({
  application,
  filter,
  now,
}: {
  application: EmployerApplication;
  filter?: ApplicantListFilter;
  now?: Date;
}) {
  const { t } = useTranslation();
  const trades = localized(EXPERIENCE_SKILL_LABELS);
  const highlights = application.highlights;
  const preview = answerPreview(application);
  const query = filter ? applicantFilterQuery(filter) : '';
  return (
    <li className="applicant-row">
      <Link
        to={`${paths.employer.applicant(application.jobId, application.id)}${query}`}
        className="applicant-row__link"
      >
        <span className="applicant-row__main">
          <span className="applicant-row__name">{applicantLabel(t, application)}</span>
          {highlights && (
            <span className="applicant-row__facts">
              {highlights.experience.length > 0 && (
                <span>{highlights.experience.map((trade) => trades[trade]).join(', ')}</span>
              )}
              <span>{t('employer.applicants.years', { count: highlights.yearsOfExperience })}</span>
              {highlights.license.length > 0 && (
                <span>
                  {t('employer.applicants.licenses', { names: highlights.license.join(', ') })}
                </span>
              )}
            </span>
          )}
          {preview && <span className="applicant-row__answers">“{preview}”</span>}
        </span>
        <span className="applicant-row__side">
          <span className="applicant-row__date">
            {t('employer.applicants.applied')}{' '}
            <time dateTime={application.createdAt}>
              {relativeDate(t, application.createdAt, now)}
            </time>
          </span>
          {application.rating !== null && (
            <span className="applicant-row__rating">
              {t('employer.reviewing.ratingShort', { rating: application.rating })}
            </span>
          )}
          <ApplicationStatusBadge status={application.status} />
        </span>
      </Link>
    </li>
  );
});

function ApplicantFilters({
  employerId,
  jobId,
  filter,
  onChange,
}: {
  employerId: string;
  jobId: string;
  filter: ApplicantListFilter;
  onChange: (next: ApplicantListFilter) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const counts = useApplicationCounts(employerId, jobId, filter.trade);
  const trades = localized(EXPERIENCE_SKILL_LABELS);
  const statuses: (ApplicationStatus | undefined)[] = [
    undefined,
    ...APPLICATION_STATUS_ORDER.filter(
      (status) => status === filter.status || (counts.data?.byStatus[status] ?? 0) > 0,
    ),
  ];
  const countOf = (status: ApplicationStatus | undefined) =>
    counts.data ? (status ? counts.data.byStatus[status] : counts.data.total) : undefined;
  return (
    <div className="applicant-filters">
      <div
        role="group"
        aria-label={t('employer.applicants.filterByStatus')}
        className="applicant-filters__statuses"
      >
        {statuses.map((status) => {
          const count = countOf(status);
          const label = status
            ? t(`employer.applicationStatus.${status}`)
            : t('employer.applicants.all');
          return (
            <button
              key={status ?? 'all'}
              type="button"
              className="applicant-filters__status"
              aria-pressed={filter.status === status}
              onClick={() => onChange({ ...filter, status })}
            >
              {count === undefined ? label : `${label} (${count})`}
            </button>
          );
        })}
      </div>
      <div className="applicant-filters__fields">
        <label htmlFor={`${id}-sort`}>{t('employer.applicants.sortLabel')}</label>
        <select
          id={`${id}-sort`}
          value={filter.sort}
          onChange={(event) =>
            onChange({ ...filter, sort: event.target.value as ApplicantListFilter['sort'] })
          }
        >
          {APPLICANT_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`employer.applicants.sort.${sort}`)}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-trade`}>{t('employer.applicants.tradeLabel')}</label>
        <select
          id={`${id}-trade`}
          value={filter.trade ?? ''}
          onChange={(event) =>
            onChange({
              ...filter,
              trade: (event.target.value || undefined) as ExperienceSkill | undefined,
            })
          }
        >
          <option value="">{t('employer.applicants.anyTrade')}</option>
          {EXPERIENCE_SKILLS.map((trade) => (
            <option key={trade} value={trade}>
              {trades[trade]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

export function ApplicantList({ employerId, jobId }: { employerId: string; jobId: string }) {
  const { t } = useTranslation();
  const { filter, setFilter } = useApplicantFilter();
  useApplicantUpdatesOnOpen(employerId, jobId);
  const applicants = useApplicants(employerId, jobId, filter);
  const items = applicants.data?.pages.flat() ?? [];
  const isFiltered = filter.status !== undefined || filter.trade !== undefined;

  let body;
  if (applicants.isPending) body = <PageLoader label={t('employer.applicants.loading')} />;
  else if (applicants.isError && items.length === 0)
    body = (
      <LoadError
        title={t('employer.loadError.title')}
        description={t('employer.loadError.body')}
        retryLabel={t('employer.loadError.retry')}
        error={applicants.error}
        onRetry={() => void applicants.refetch()}
        headingLevel={3}
      />
    );
  else if (items.length === 0)
    body = (
      <p className="applicant-list__empty">
        {isFiltered ? t('employer.applicants.noneFiltered') : t('employer.applicants.none')}
      </p>
    );
  else
    body = (
      <ChunkedList
        // Another filter is another list: its first page renders in chunks too.
        key={applicantFilterQuery(filter)}
        className="applicant-list"
        items={items}
        keyOf={(application) => application.id}
        renderItem={(application) => <ApplicantRow application={application} filter={filter} />}
        footer={
          <PagingFooter
            hasMore={applicants.hasNextPage}
            isLoading={applicants.isFetchingNextPage}
            onLoadMore={() => void applicants.fetchNextPage()}
            loadMoreLabel={t('employer.applicants.loadMore')}
          />
        }
      />
    );
  return (
    <>
      <ApplicantFilters
        employerId={employerId}
        jobId={jobId}
        filter={filter}
        onChange={setFilter}
      />
      <div aria-live="polite" aria-busy={applicants.isFetching}>
        {body}
      </div>
    </>
  );
}
