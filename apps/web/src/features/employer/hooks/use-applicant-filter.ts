/**
 * The applicants list's filter in the page's URL (`?status=&trade=&sort=`), so a candidate page
 * opened from the list knows the list's order for next and previous, and a reload keeps it.
 * Values that are not in the lists are ignored.
 */
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  APPLICANT_SORTS,
  APPLICATION_STATUSES,
  EXPERIENCE_SKILLS,
  type ApplicantSort,
  type ApplicationStatus,
  type ExperienceSkill,
} from '@fairchance/shared';
import type { ApplicantListFilter } from '#web/features/employer/api/get-applications.ts';

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;
}

export function applicantFilterOf(params: URLSearchParams): ApplicantListFilter {
  return {
    status: oneOf<ApplicationStatus>(APPLICATION_STATUSES, params.get('status')),
    trade: oneOf<ExperienceSkill>(EXPERIENCE_SKILLS, params.get('trade')),
    sort: oneOf<ApplicantSort>(APPLICANT_SORTS, params.get('sort')) ?? 'applied',
  };
}

/** The filter as a query string ('' for the default list), for links that keep it. */
export function applicantFilterQuery(filter: ApplicantListFilter): string {
  const params = new URLSearchParams();
  if (filter.status) params.set('status', filter.status);
  if (filter.trade) params.set('trade', filter.trade);
  if (filter.sort !== 'applied') params.set('sort', filter.sort);
  const query = params.toString();
  return query ? `?${query}` : '';
}

export function useApplicantFilter() {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  // The same object while the address says the same: the list's rows are memoized on it.
  const filter = useMemo(() => applicantFilterOf(new URLSearchParams(query)), [query]);
  const setFilter = (next: ApplicantListFilter) =>
    setParams(new URLSearchParams(applicantFilterQuery(next).slice(1)), { replace: true });
  return { filter, setFilter };
}
