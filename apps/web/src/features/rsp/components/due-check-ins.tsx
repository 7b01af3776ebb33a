import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';
import { useDueCheckIns } from '#web/features/rsp/api/get-due-check-ins.ts';
import { formatDate } from '#web/features/rsp/lib/format.ts';

/**
 * Above the attention list, the check-ins after a hire that are due or overdue
 * (docs/rules.md#outcomes-after-hire), each leading to the client's page where it is recorded.
 * Nothing while loading or when none is due; a failure is one quiet line, the list below still
 * works.
 */
export function DueCheckIns({ rspId }: { rspId: string }) {
  const { t, i18n } = useTranslation();
  const query = useDueCheckIns(rspId);
  if (query.isPending) return null;
  if (query.isError) {
    return (
      <p className="rsp-due-check-ins__error" role="status">
        {t('rsp.clients.dueCheckIns.loadError')}{' '}
        <Button variant="ghost" size="sm" onClick={() => void query.refetch()}>
          {t('common.tryAgain')}
        </Button>
      </p>
    );
  }
  if (query.data.length === 0) return null;
  return (
    <section className="rsp-section rsp-due-check-ins" aria-labelledby="rsp-due-check-ins-title">
      <h2 id="rsp-due-check-ins-title" className="rsp-section__title">
        {t('rsp.clients.dueCheckIns.title')}
      </h2>
      <ul className="rsp-due-check-ins__list">
        {query.data.map((checkIn) => (
          <li
            key={`${checkIn.applicationId}-${checkIn.milestone}`}
            className={`rsp-due-check-ins__item rsp-due-check-ins__item--${checkIn.state}`}
          >
            <Link to={paths.rsp.client(checkIn.rspClientId)}>{checkIn.clientName}</Link>
            {': '}
            {t('rsp.outcomes.milestone', { days: checkIn.milestone })}{' '}
            <span className={`rsp-check-ins__state rsp-check-ins__state--${checkIn.state}`}>
              {t(`rsp.outcomes.states.${checkIn.state}`)}
            </span>
            <span className="rsp-table__detail">
              {t('rsp.outcomes.hire', { job: checkIn.jobTitle, employer: checkIn.employerName })}
              {' · '}
              {t('rsp.outcomes.dueOn', { date: formatDate(checkIn.dueAt, i18n.language) })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
