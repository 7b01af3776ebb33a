/**
 * GET /v1/rsp/{rspId}/reports/outcomes.csv: the period's report as CSV text, fetched with the
 * session's token for the screen to hand to the browser as a file. A download is not cached, so
 * this call has no query options and no hook.
 */
import type { OutcomesReportQuery } from '@fairchance/shared';
import { api } from '#web/lib/api/index.ts';
import { rspPath } from './paths.ts';

export function getOutcomesReportCsv(rspId: string, period: OutcomesReportQuery): Promise<string> {
  return api.get(`${rspPath(rspId)}/reports/outcomes.csv`, {
    query: period,
    parse: (data) => (typeof data === 'string' ? data : ''),
  });
}
