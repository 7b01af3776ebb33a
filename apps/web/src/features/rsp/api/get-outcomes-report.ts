/** GET /v1/rsp/{rspId}/reports/outcomes: a period's figures (docs/rules.md#reports). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  OutcomesReportSchema,
  type OutcomesReport,
  type OutcomesReportQuery,
} from '@fairchance/shared';
import { api } from '#web/lib/api/index.ts';
import { rspQueryKeys } from './keys.ts';
import { rspPath, type Signal } from './paths.ts';

export function getOutcomesReport(
  rspId: string,
  period: OutcomesReportQuery,
  options: Signal = {},
): Promise<OutcomesReport> {
  return api.get(`${rspPath(rspId)}/reports/outcomes`, {
    ...options,
    query: period,
    parse: (data) => OutcomesReportSchema.parse(data),
  });
}

export function getOutcomesReportQueryOptions(rspId: string, period: OutcomesReportQuery) {
  return queryOptions({
    queryKey: rspQueryKeys.outcomesReport(rspId, period),
    queryFn: ({ signal }) => getOutcomesReport(rspId, period, { signal }),
  });
}

export function useOutcomesReport(rspId: string, period: OutcomesReportQuery) {
  return useQuery(getOutcomesReportQueryOptions(rspId, period));
}
