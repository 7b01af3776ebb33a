/**
 * Reports for funders (docs/rules.md#reports): for a chosen period, the clients served,
 * applications, interviews, hires, employment at 90 and 180 days and the median starting wage,
 * in total, by case manager and by county; exported as CSV, printable (the print stylesheet keeps
 * the figures only); then the statistics' charts over every client.
 */
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  intlLocaleOf,
  OutcomesReportQuerySchema,
  type OutcomeFigures,
  type OutcomesReport,
  type OutcomesReportQuery,
} from '@fairchance/shared';
import { Button } from '#web/components/ui/button.tsx';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useApiErrorHandler } from '#web/hooks/use-api-error-handler.ts';
import { getOutcomesReportCsv } from '#web/features/rsp/api/get-outcomes-report-csv.ts';
import { useOutcomesReport } from '#web/features/rsp/api/get-outcomes-report.ts';
import { ClientStats } from './client-stats.tsx';
import './rsp.css';

const day = (date: Date) => date.toISOString().slice(0, 10);

/** The period in the address, else this year so far. */
function usePeriod(): [OutcomesReportQuery, (period: OutcomesReportQuery) => void] {
  const [params, setParams] = useSearchParams();
  const now = new Date();
  const parsed = OutcomesReportQuerySchema.safeParse({
    from: params.get('from') ?? `${now.getUTCFullYear()}-01-01`,
    to: params.get('to') ?? day(now),
  });
  const period = parsed.success
    ? parsed.data
    : { from: `${now.getUTCFullYear()}-01-01`, to: day(now) };
  return [period, (next) => setParams(next)];
}

const COLUMNS = [
  'clientsServed',
  'applications',
  'interviews',
  'hires',
  'employed90',
  'employed180',
  'medianStartingWage',
] as const;

function FiguresTable({
  caption,
  nameHeader,
  rows,
}: {
  caption: string;
  nameHeader: string;
  rows: { key: string; name: string; figures: OutcomeFigures }[];
}) {
  const { t, i18n } = useTranslation();
  const money = new Intl.NumberFormat(intlLocaleOf(i18n.language), {
    style: 'currency',
    currency: 'USD',
  });
  const cell = (figures: OutcomeFigures, column: (typeof COLUMNS)[number]) => {
    if (column === 'medianStartingWage') {
      return figures.medianStartingWage === null
        ? t('rsp.reports.none')
        : money.format(figures.medianStartingWage);
    }
    if (column === 'employed90' || column === 'employed180') {
      const checked = column === 'employed90' ? figures.checkedIn90 : figures.checkedIn180;
      return t('rsp.reports.ofCheckedIn', { count: checked, employed: figures[column] });
    }
    return figures[column];
  };
  return (
    <div className="data-table-scroll">
      <table className="data-table rsp-table">
        <caption className="rsp-reports__caption">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{nameHeader}</th>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="rsp-table__number">
                {t(`rsp.reports.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.name}</th>
              {COLUMNS.map((column) => (
                <td key={column} className="rsp-table__number">
                  {cell(row.figures, column)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ReportTables({ report }: { report: OutcomesReport }) {
  const { t } = useTranslation();
  return (
    <>
      <FiguresTable
        caption={t('rsp.reports.totalCaption')}
        nameHeader={t('rsp.reports.group')}
        rows={[{ key: 'total', name: t('rsp.reports.allClients'), figures: report.total }]}
      />
      {report.total.clientsServed === 0 ? (
        <p className="rsp-muted">{t('rsp.reports.empty')}</p>
      ) : (
        <>
          <FiguresTable
            caption={t('rsp.reports.byCaseManager')}
            nameHeader={t('rsp.reports.caseManager')}
            rows={report.byCaseManager.map((row) => ({
              key: row.caseManagerId ?? 'none',
              name: row.name ?? t('rsp.clients.unassigned'),
              figures: row,
            }))}
          />
          <FiguresTable
            caption={t('rsp.reports.byCounty')}
            nameHeader={t('rsp.reports.county')}
            rows={report.byCounty.map((row) => ({
              key: row.county ?? 'none',
              name: row.county ?? t('rsp.reports.noCounty'),
              figures: row,
            }))}
          />
        </>
      )}
    </>
  );
}

/** Hands the CSV to the browser as a file. */
function saveFile(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function Reports({ rspId }: { rspId: string }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const handleApiError = useApiErrorHandler();
  const [period, setPeriod] = usePeriod();
  const [isExporting, setExporting] = useState(false);
  const query = useOutcomesReport(rspId, period);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<OutcomesReportQuery>({
    resolver: zodResolver(OutcomesReportQuerySchema),
    values: period,
  });

  const exportCsv = async () => {
    setExporting(true);
    try {
      saveFile(
        `outcomes-${period.from}-${period.to}.csv`,
        await getOutcomesReportCsv(rspId, period),
      );
    } catch (error) {
      handleApiError(error);
    } finally {
      setExporting(false);
    }
  };
  const dateOf = (value: string) =>
    new Intl.DateTimeFormat(intlLocaleOf(i18n.language), {
      dateStyle: 'medium',
      timeZone: 'UTC',
    }).format(new Date(`${value}T00:00:00Z`));

  return (
    <div className="rsp-reports">
      <form
        className="rsp-reports__period"
        noValidate
        aria-label={t('rsp.reports.periodLabel')}
        onSubmit={(event) => void handleSubmit(setPeriod)(event)}
      >
        <TextField
          label={t('rsp.reports.from')}
          type="date"
          isRequired
          error={errors.from}
          {...register('from')}
        />
        <TextField
          label={t('rsp.reports.to')}
          type="date"
          isRequired
          error={errors.to}
          {...register('to')}
        />
        <Button type="submit">{t('rsp.reports.show')}</Button>
      </form>
      <section className="rsp-section" aria-labelledby={headingId}>
        <div className="rsp-reports__header">
          <h2 id={headingId} className="rsp-section__title">
            {t('rsp.reports.title', { from: dateOf(period.from), to: dateOf(period.to) })}
          </h2>
          <div className="rsp-reports__actions">
            <Button
              type="button"
              variant="secondary"
              isLoading={isExporting}
              disabled={!query.data}
              onClick={() => void exportCsv()}
            >
              {t('rsp.reports.exportCsv')}
            </Button>
            <Button type="button" variant="secondary" onClick={() => window.print()}>
              {t('rsp.reports.print')}
            </Button>
          </div>
        </div>
        <p className="rsp-muted">{t('rsp.reports.description')}</p>
        {query.data ? (
          <ReportTables report={query.data} />
        ) : query.isError ? (
          <LoadError onRetry={() => void query.refetch()} />
        ) : (
          <Spinner />
        )}
      </section>
      <ClientStats rspId={rspId} />
    </div>
  );
}
