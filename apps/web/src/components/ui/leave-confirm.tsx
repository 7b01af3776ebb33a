import type { Blocker } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from './modal.tsx';

/**
 * The question a blocked navigation asks (`useLeaveGuard`): 'Leave without saving?', Stay or
 * Leave. The screen may say what would be lost.
 */
export function LeaveConfirm({ blocker, message }: { blocker: Blocker; message?: string }) {
  const { t } = useTranslation();
  return (
    <ConfirmModal
      isOpen={blocker.state === 'blocked'}
      title={t('common.leave.title')}
      message={message ?? t('common.leave.message')}
      confirmLabel={t('common.leave.confirm')}
      cancelLabel={t('common.leave.cancel')}
      isDanger
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
