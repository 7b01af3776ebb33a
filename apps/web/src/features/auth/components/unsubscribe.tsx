import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { PageLoader } from '#web/components/ui/spinner.tsx';
import { paths } from '#web/config/paths.ts';
import { isApiError } from '#web/lib/api/errors.ts';
import { useAuth } from '#web/lib/auth/session.tsx';
import { useUnsubscribeFromJobAlerts } from '#web/features/auth/api/unsubscribe-from-job-alerts.ts';
import './auth.css';

/**
 * One click from a job alert (docs/rules.md#saved-searches-and-job-alerts): the alerts of every
 * saved search stop as the page loads, then the page says so. A link the server does not know is
 * said to be invalid; any other failure can be tried again.
 */
export function Unsubscribe({ token }: { token: string }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const unsubscribe = useUnsubscribeFromJobAlerts(token);

  if (unsubscribe.isPending) return <PageLoader label={t('auth.unsubscribe.working')} />;

  const next = user?.client ? (
    <ButtonLink to={paths.client.savedSearches}>{t('auth.unsubscribe.manage')}</ButtonLink>
  ) : user ? null : (
    <ButtonLink to={paths.login}>{t('auth.unsubscribe.login')}</ButtonLink>
  );

  if (unsubscribe.isSuccess) {
    return (
      <section className="auth-panel auth-notice" role="status" aria-labelledby="unsubscribe-title">
        <h2 id="unsubscribe-title" className="form-section__title">
          {t('auth.unsubscribe.successTitle')}
        </h2>
        <p>{t('auth.unsubscribe.success')}</p>
        {next && <div className="form-actions">{next}</div>}
      </section>
    );
  }

  const isInvalid =
    isApiError(unsubscribe.error) &&
    (unsubscribe.error.code === 'ResourceNotFound' || unsubscribe.error.code === 'InvalidRequest');
  return (
    <section className="auth-panel auth-notice" role="alert" aria-labelledby="unsubscribe-title">
      <h2 id="unsubscribe-title" className="form-section__title">
        {t(isInvalid ? 'auth.unsubscribe.invalidTitle' : 'auth.unsubscribe.failedTitle')}
      </h2>
      <p>{t(isInvalid ? 'auth.unsubscribe.invalid' : 'auth.unsubscribe.failed')}</p>
      <div className="form-actions">
        {isInvalid ? (
          next
        ) : (
          <Button type="button" onClick={() => void unsubscribe.refetch()}>
            {t('auth.unsubscribe.retry')}
          </Button>
        )}
      </div>
    </section>
  );
}
