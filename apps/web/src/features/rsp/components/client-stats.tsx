import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  JUSTICE_STATUS_LABELS,
  JUSTICE_STATUSES,
  OFFENSE_LABELS,
  RSP_CLIENT_STATUS_LABELS,
  RSP_CLIENT_STATUSES,
  SUPPORT_NEED_LABELS,
  type RspClientStats,
} from '@fairchance/shared';
import { localized } from '#web/i18n/labels.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useRspClientStats } from '#web/features/rsp/api/get-rsp-client-stats.ts';
import { BarChart, type BarDatum } from './bar-chart.tsx';
import { LoadError } from '#web/components/ui/load-error.tsx';

type Counts = Record<string, number>;

/** Every value of a short list, zeros included, in the list's order. */
function allOf(
  values: readonly string[],
  labels: Readonly<Record<string, string>>,
  counts: Counts,
) {
  return values.map((key) => ({ key, label: labels[key] ?? key, count: counts[key] ?? 0 }));
}

/** Only the values that occur, most frequent first (long lists: support needs, offenses…). */
function occurring(counts: Counts, labels: Readonly<Record<string, string>> | null): BarDatum[] {
  return Object.entries(counts)
    .filter(([, count]) => count > 0)
    .map(([key, count]) => ({ key, label: labels?.[key] ?? key, count }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
}

/** The charts of docs/rules.md, one per category. */
export function ClientStatsCharts({ stats }: { stats: RspClientStats }) {
  const { t } = useTranslation();
  return (
    <div className="rsp-stats">
      <BarChart
        title={t('rsp.stats.status')}
        data={allOf(RSP_CLIENT_STATUSES, localized(RSP_CLIENT_STATUS_LABELS), stats.status)}
      />
      <BarChart
        title={t('rsp.stats.justiceStatus')}
        data={allOf(JUSTICE_STATUSES, localized(JUSTICE_STATUS_LABELS), stats.justiceStatus)}
      />
      <BarChart
        title={t('rsp.stats.support')}
        data={occurring(stats.support, localized(SUPPORT_NEED_LABELS))}
      />
      <BarChart
        title={t('rsp.stats.offense')}
        data={occurring(stats.offense, localized(OFFENSE_LABELS))}
      />
      <BarChart title={t('rsp.stats.county')} data={occurring(stats.county, null)} />
    </div>
  );
}

/** The statistics section of the clients page: counts over every client this person sees. */
export function ClientStats({ rspId }: { rspId: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const query = useRspClientStats(rspId);
  return (
    <section className="rsp-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="rsp-section__title">
        {t('rsp.stats.title')}
      </h2>
      {query.data ? (
        <>
          <p className="rsp-muted">
            {t('rsp.stats.description')} {t('rsp.stats.total', { count: query.data.total })}
          </p>
          <ClientStatsCharts stats={query.data} />
        </>
      ) : query.isError ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : (
        <Spinner />
      )}
    </section>
  );
}
