import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { PageLoader } from '#web/components/ui/spinner.tsx';
import { useAdminNumbers } from '#web/features/admin/api/get-admin-numbers.ts';
import { ConsoleTable } from './console-table.tsx';
import { formatDay } from './format.ts';
import './admin.css';

const PERIODS = [4, 12, 26, 52] as const;

const COLUMNS = [
  'week',
  'clients',
  'employers',
  'providers',
  'jobsPosted',
  'applications',
  'interviewRequests',
  'hires',
] as const;

const share = (part: number, whole: number) =>
  whole === 0 ? '–' : `${Math.round((part / whole) * 100)}%`;

/** docs/product.md#staff-console: the weeks' numbers and the funnel, as the server counts them. */
export function NumbersConsole() {
  const { t } = useTranslation();
  const [weeks, setWeeks] = useState<number>(12);
  const query = useAdminNumbers(weeks);

  return (
    <>
      <div className="admin-toolbar">
        <SelectField
          label={t('admin.numbers.period')}
          placeholder={false}
          value={String(weeks)}
          options={PERIODS.map((n) => ({
            value: String(n),
            label: t('admin.numbers.weeks', { count: n }),
          }))}
          onChange={(event) => setWeeks(Number(event.target.value))}
        />
      </div>
      {query.isPending ? (
        <PageLoader />
      ) : !query.data ? (
        <LoadError headingLevel={2} error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <section className="admin-section" aria-labelledby="funnel-title">
            <h2 id="funnel-title">{t('admin.numbers.funnelTitle')}</h2>
            <p className="admin-muted">{t('admin.numbers.funnelHint')}</p>
            <dl className="admin-actions">
              <div>
                <dt>{t('admin.numbers.columns.applications')}</dt>
                <dd>{query.data.funnel.applications}</dd>
              </div>
              <div>
                <dt>{t('admin.numbers.columns.interviewRequests')}</dt>
                <dd>
                  {query.data.funnel.interviewRequests} (
                  {share(query.data.funnel.interviewRequests, query.data.funnel.applications)})
                </dd>
              </div>
              <div>
                <dt>{t('admin.numbers.columns.hires')}</dt>
                <dd>
                  {query.data.funnel.hires} (
                  {share(query.data.funnel.hires, query.data.funnel.interviewRequests)})
                </dd>
              </div>
            </dl>
          </section>
          <section className="admin-section">
            <ConsoleTable
              caption={t('admin.numbers.caption')}
              isCaptionShown
              columns={COLUMNS.map((column) => ({
                label: t(`admin.numbers.columns.${column}`),
                isNumber: column !== 'week',
              }))}
            >
              {query.data.weeks.map((week) => (
                <tr key={week.weekStart}>
                  <th scope="row">{formatDay(week.weekStart)}</th>
                  <td className="admin-number">{week.signUps.client}</td>
                  <td className="admin-number">{week.signUps.employer}</td>
                  <td className="admin-number">{week.signUps.rsp}</td>
                  <td className="admin-number">{week.jobsPosted}</td>
                  <td className="admin-number">{week.applications}</td>
                  <td className="admin-number">{week.interviewRequests}</td>
                  <td className="admin-number">{week.hires}</td>
                </tr>
              ))}
            </ConsoleTable>
          </section>
        </>
      )}
    </>
  );
}
