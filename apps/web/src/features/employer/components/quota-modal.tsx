import { useTranslation } from 'react-i18next';
import { SUPPORT_EMAIL } from '@fairchance/shared';
import { Button, buttonClassName } from '#web/components/ui/button.tsx';
import { Modal } from '#web/components/ui/modal.tsx';

export type QuotaKind = 'jobs' | 'interviews';

function supportHref(subject: string): string {
  return `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(subject)}`;
}

/** What to do when a free quota is used up: ask support, who can grant more (docs/rules.md). */
export function QuotaNotice({ kind }: { kind: QuotaKind }) {
  const { t } = useTranslation();
  const href = supportHref(t(`employer.quota.${kind}.mailSubject`));
  return (
    <>
      {t(`employer.quota.${kind}.body`)} {t('employer.quota.emailUs')}{' '}
      <a href={href}>{SUPPORT_EMAIL}</a>.
    </>
  );
}

/**
 * docs/roles-and-permissions.md: out of free job posts ('You have exceeded your free job quota!'),
 * or of free interview requests (docs/rules.md), the employer is asked to contact support.
 */
export function QuotaModal({
  kind,
  isOpen,
  onClose,
}: {
  kind: QuotaKind;
  isOpen: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      title={t(`employer.quota.${kind}.title`)}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.close')}
          </Button>
          <a
            className={buttonClassName()}
            href={supportHref(t(`employer.quota.${kind}.mailSubject`))}
          >
            {t('employer.quota.contactSupport')}
          </a>
        </>
      }
    >
      <p>
        <QuotaNotice kind={kind} />
      </p>
    </Modal>
  );
}
