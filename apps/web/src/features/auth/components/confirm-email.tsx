import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CALL_TEXT, isTextIn } from '@fairchance/shared';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { PageLoader } from '#web/components/ui/spinner.tsx';
import { paths } from '#web/config/paths.ts';
import { isApiError } from '#web/lib/api/errors.ts';
import { currentUserQueryKey } from '#web/lib/auth/current-user.ts';
import { useConfirmEmailChange } from '#web/features/auth/api/confirm-email-change.ts';
import { useAuth } from '#web/lib/auth/session.tsx';
import './auth.css';

type Outcome = 'expired' | 'used' | 'invalid' | 'conflict' | 'failed';

/**
 * Which of the link's known dead ends an error is (the server's messages are shared; it writes
 * them in the caller's language).
 */
export function outcomeOf(error: unknown): Outcome {
  if (!isApiError(error)) return 'failed';
  if (error.code === 'ResourceConflict') return 'conflict';
  if (error.code !== 'InvalidRequest') return 'failed';
  if (isTextIn(error.rawMessage, CALL_TEXT.emailChangeLinkExpired)) return 'expired';
  if (isTextIn(error.rawMessage, CALL_TEXT.emailChangeLinkUsed)) return 'used';
  return 'invalid';
}

/**
 * Opens the link mailed to a new e-mail (issue 10): the change is made once, as the page loads
 * (a query, so that a second render does not spend the single-use link twice), then the page says
 * how it went.
 */
export function ConfirmEmail({ token }: { token: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const confirmation = useConfirmEmailChange(token);

  // The session that asked for the change stays signed in: show it the new e-mail.
  const isConfirmed = confirmation.isSuccess;
  useEffect(() => {
    if (isConfirmed) void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
  }, [isConfirmed, queryClient]);

  if (confirmation.isPending) return <PageLoader label={t('auth.confirmEmail.confirming')} />;

  const next = user ? (
    <ButtonLink to={paths.home}>{t('auth.confirmEmail.settings')}</ButtonLink>
  ) : (
    <ButtonLink to={paths.login}>{t('auth.confirmEmail.login')}</ButtonLink>
  );

  if (confirmation.isSuccess) {
    return (
      <section className="auth-panel auth-notice" role="status" aria-labelledby="confirm-title">
        <h2 id="confirm-title" className="form-section__title">
          {t('auth.confirmEmail.successTitle')}
        </h2>
        <p>{t('auth.confirmEmail.success', { email: confirmation.data.email })}</p>
        <div className="form-actions">{next}</div>
      </section>
    );
  }

  const outcome = outcomeOf(confirmation.error);
  return (
    <section className="auth-panel auth-notice" role="alert" aria-labelledby="confirm-title">
      <h2 id="confirm-title" className="form-section__title">
        {t(`auth.confirmEmail.${outcome}Title`)}
      </h2>
      <p>{t(`auth.confirmEmail.${outcome}`)}</p>
      <div className="form-actions">
        {outcome === 'failed' ? (
          <Button type="button" onClick={() => void confirmation.refetch()}>
            {t('auth.confirmEmail.retry')}
          </Button>
        ) : (
          next
        )}
      </div>
    </section>
  );
}
