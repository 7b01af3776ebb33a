import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPhone } from '@fairchance/shared';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { PeopleList } from '#web/components/ui/people-list.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { useApiErrorHandler } from '#web/hooks/use-api-error-handler.ts';
import { useInvitations } from '#web/features/rsp/api/get-invitations.ts';
import { useWithdrawInvitation } from '#web/features/rsp/api/withdraw-invitation.ts';
import { formatDate, nameOf } from '#web/features/rsp/lib/format.ts';

/** docs/rules.md: the invitations not yet accepted, each of which the owner may withdraw. */
export function PendingInvitations({ rspId }: { rspId: string }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const handleApiError = useApiErrorHandler();
  const headingId = useId();
  const invitations = useInvitations(rspId);
  const withdraw = useWithdrawInvitation(rspId);

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
        <PeopleList
          items={invitations.data}
          keyOf={(invitation) => invitation.id}
          nameOf={nameOf}
          detailsOf={(invitation) =>
            `${invitation.email} · ${formatPhone(invitation.phone)} · ${t(
              'rsp.caseManagers.invitations.sent',
              { date: formatDate(invitation.createdAt, i18n.language) },
            )}`
          }
          action={{
            label: t('rsp.caseManagers.invitations.withdraw'),
            labelFor: (name) => t('rsp.caseManagers.invitations.withdrawLabel', { name }),
            confirmTitle: (name) => t('rsp.caseManagers.invitations.withdrawConfirm', { name }),
            confirmMessage: t('rsp.caseManagers.invitations.withdrawDetail'),
            isConfirming: withdraw.isPending,
            onConfirm: async (invitation) => {
              try {
                await withdraw.mutateAsync(invitation);
                toast.success(t('rsp.caseManagers.invitations.withdrawn'));
              } catch (error) {
                handleApiError(error);
              }
            },
          }}
        />
      )}
    </section>
  );
}
