/**
 * What an employer can do with an applicant (docs/rules.md#application-statuses): an application
 * that is applied can be moved to interview (confirm; it uncloaks the candidate and takes one free
 * interview request) or marked not a fit; an interview ends in hired or rejected (confirm Yes/No).
 * Other statuses are final.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  APPLICATION_STATUS_TRANSITIONS,
  type ApplicationDetail,
  type EmployerSettableStatus,
} from '@fairchance/shared';
import { Button, buttonClassName } from '#web/components/ui/button.tsx';
import { ConfirmModal } from '#web/components/ui/modal.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { useApiErrorHandler } from '#web/hooks/use-api-error-handler.ts';
import { isApiError } from '#web/lib/api/index.ts';
import { useUpdateApplicationStatus } from '#web/features/employer/api/update-application-status.ts';
import { HireHelpModal } from './hire-help.tsx';
import { QuotaModal } from './quota-modal.tsx';

const ACTION_ORDER: readonly EmployerSettableStatus[] = [
  'interview',
  'hired',
  'notAFit',
  'rejected',
];

const VARIANT: Record<EmployerSettableStatus, 'primary' | 'secondary' | 'danger'> = {
  interview: 'primary',
  hired: 'primary',
  notAFit: 'secondary',
  rejected: 'danger',
};

export function CandidateActions({
  employerId,
  detail,
}: {
  employerId: string;
  detail: ApplicationDetail;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const handleError = useApiErrorHandler();
  const update = useUpdateApplicationStatus(employerId, detail.jobId);
  const [asked, setAsked] = useState<EmployerSettableStatus | null>(null);
  const [isQuotaOpen, setIsQuotaOpen] = useState(false);
  const [isHireHelpOpen, setIsHireHelpOpen] = useState(false);
  const allowed = APPLICATION_STATUS_TRANSITIONS[detail.status];
  const actions = ACTION_ORDER.filter((status) => allowed.includes(status));

  async function confirm() {
    if (!asked) return;
    const status = asked;
    try {
      await update.mutateAsync({ applicationId: detail.id, status });
      setAsked(null);
      toast.success(t(`employer.candidate.done.${status}`));
      // The fair-chance hire help follows every hire (docs/decisions/026-fair-chance-help.md).
      if (status === 'hired') setIsHireHelpOpen(true);
    } catch (error) {
      setAsked(null);
      if (isApiError(error) && error.code === 'PaymentDeclined') {
        setIsQuotaOpen(true);
        return;
      }
      // E.g. the status was changed in another tab meanwhile, or the candidate withdrew: the
      // server says what is possible.
      handleError(error, {
        messages: isApiError(error)
          ? { InvalidRequest: error.rawMessage, ResourceConflict: error.rawMessage }
          : {},
      });
    }
  }

  const hireHelp = (
    <HireHelpModal isOpen={isHireHelpOpen} onClose={() => setIsHireHelpOpen(false)} />
  );
  if (actions.length === 0) {
    return (
      <div className="candidate-actions">
        <p className="candidate-actions__final">{t(`employer.candidate.final.${detail.status}`)}</p>
        {detail.status === 'hired' && !detail.profile.isCloaked && (
          <a
            className={buttonClassName({ variant: 'secondary' })}
            href={`mailto:${detail.profile.email}`}
          >
            {t('employer.candidate.emailHired')}
          </a>
        )}
        {detail.status === 'hired' && (
          <Button variant="secondary" onClick={() => setIsHireHelpOpen(true)}>
            {t('employer.hireHelp.open')}
          </Button>
        )}
        {hireHelp}
      </div>
    );
  }

  return (
    <div className="candidate-actions">
      {actions.map((status) => (
        <Button key={status} variant={VARIANT[status]} onClick={() => setAsked(status)}>
          {t(`employer.candidate.actions.${status}`)}
        </Button>
      ))}
      <ConfirmModal
        isOpen={asked !== null}
        title={asked ? t(`employer.candidate.confirm.${asked}.title`) : ''}
        message={asked ? t(`employer.candidate.confirm.${asked}.message`) : ''}
        isDanger={asked === 'rejected'}
        isConfirming={update.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setAsked(null)}
      />
      <QuotaModal kind="interviews" isOpen={isQuotaOpen} onClose={() => setIsQuotaOpen(false)} />
      {hireHelp}
    </div>
  );
}
