import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPhone, type Invitation } from '@fairchance/shared';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmModal } from '#web/components/ui/modal.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { useApiErrorHandler } from '#web/hooks/use-api-error-handler.ts';
import { useInvitations } from '#web/features/rsp/api/get-invitations.ts';
import { useWithdrawInvitation } from '#web/features/rsp/api/withdraw-invitation.ts';
import { formatDate, nameOf } from '#web/features/rsp/lib/format.ts';
import { LoadError } from '#web/components/ui/load-error.tsx';

/** docs/rules.md: the invitations not yet accepted, each of which the owner may withdraw. */
export function PendingInvitations({ rspId }: { rspId: string }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const handleApiError = useApiErrorHandler();
  const headingId = useId();
  const invitations = useInvitations(rspId);
  const [pending, setPending] = useState<Invitation | null>(null);

  const withdraw = useWithdrawInvitation(rspId);

  function confirmWithdrawal(invitation: Invitation) {
    withdraw.mutate(invitation, {
      onSuccess: () => {
        setPending(null);
        toast.success(t('rsp.caseManagers.invitations.withdrawn'));
      },
      onError: (error) => handleApiError(error),
    });
  }

  return (
    <section className="rsp-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="rsp-section__title">
        {t('rsp.caseManagers.invitations.title')}
      </h2>
      {invitations.isPending ? (
        <Spinner />
      ) : invitations.isError ? (
        <LoadError onRetry={() => void invitations.refetch()} />
      ) : invitations.data.length === 0 ? (
        <p className="rsp-muted">{t('rsp.caseManagers.invitations.empty')}</p>
      ) : (
        <ul className="rsp-invitations">
          {invitations.data.map((invitation) => {
            const name = nameOf(invitation);
            return (
              <li key={invitation.id} className="rsp-invitations__item">
                <div>
                  <p className="rsp-invitations__name">{name}</p>
                  <p className="rsp-muted">
                    {invitation.email} · {formatPhone(invitation.phone)} ·{' '}
                    {t('rsp.caseManagers.invitations.sent', {
                      date: formatDate(invitation.createdAt, i18n.language),
                    })}
                  </p>
                </div>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={t('rsp.caseManagers.invitations.withdrawLabel', { name })}
                  onClick={() => setPending(invitation)}
                >
                  {t('rsp.caseManagers.invitations.withdraw')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmModal
        isOpen={pending !== null}
        title={
          pending
            ? t('rsp.caseManagers.invitations.withdrawConfirm', { name: nameOf(pending) })
            : ''
        }
        message={t('rsp.caseManagers.invitations.withdrawDetail')}
        confirmLabel={t('rsp.caseManagers.invitations.withdraw')}
        cancelLabel={t('common.cancel')}
        isDanger
        isConfirming={withdraw.isPending}
        onConfirm={() => pending && confirmWithdrawal(pending)}
        onCancel={() => setPending(null)}
      />
    </section>
  );
}
