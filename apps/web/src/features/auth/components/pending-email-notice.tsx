import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { useApiErrorHandler } from '#web/hooks/use-api-error-handler.ts';
import { currentUserQueryKey } from '#web/lib/auth/current-user.ts';
import { useCancelEmailChange } from '#web/features/auth/api/cancel-email-change.ts';
import { useResendEmailChange } from '#web/features/auth/api/resend-email-change.ts';
import { useAuth } from '#web/lib/auth/session.tsx';

/**
 * A new e-mail waiting for its link (issue 10): where the link went, and buttons to send it again
 * or cancel the change. The account keeps signing in with the current e-mail until then.
 */
export function PendingEmailNotice({ email }: { email: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const handleApiError = useApiErrorHandler();
  const { user } = useAuth();
  const resendEmailChange = useResendEmailChange();
  const cancelEmailChange = useCancelEmailChange();
  const [busy, setBusy] = useState<'resend' | 'cancel' | null>(null);

  async function run(action: 'resend' | 'cancel') {
    setBusy(action);
    try {
      if (action === 'resend') {
        await resendEmailChange.mutateAsync();
        toast.success(t('account.emailChange.resent', { email }));
      } else {
        await cancelEmailChange.mutateAsync();
        toast.success(t('account.emailChange.cancelled', { email: user?.email ?? '' }));
      }
      await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    } catch (error) {
      handleApiError(error);
    } finally {
      setBusy(null);
    }
  }

  return (
    <section className="auth-notice pending-email" aria-labelledby="pending-email-title">
      <h2 id="pending-email-title" className="form-section__title">
        {t('account.emailChange.title')}
      </h2>
      <p>{t('account.emailChange.pending', { email })}</p>
      <div className="form-actions">
        <Button
          type="button"
          variant="secondary"
          isLoading={busy === 'resend'}
          disabled={busy !== null}
          onClick={() => void run('resend')}
        >
          {t('account.emailChange.resend')}
        </Button>
        <Button
          type="button"
          variant="ghost"
          isLoading={busy === 'cancel'}
          disabled={busy !== null}
          onClick={() => void run('cancel')}
        >
          {t('account.emailChange.cancel')}
        </Button>
      </div>
    </section>
  );
}
