import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';
import { Modal } from './modal.tsx';

/**
 * A small dialog that holds one form (docs/web-app.md#forms-and-wizards): Cancel and the form's
 * submit button in its footer. While the form is being sent both buttons are disabled and the
 * dialog cannot be dismissed, so an answer always finds the dialog that asked.
 */
export function FormDialog({
  title,
  formId,
  submitLabel,
  isPending,
  onClose,
  onSubmit,
  children,
}: {
  title: string;
  /** The form's id, which the footer's submit button names. */
  formId: string;
  submitLabel: string;
  isPending: boolean;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      isOpen
      onClose={onClose}
      title={title}
      size="sm"
      isDismissable={!isPending}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={isPending}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit}>
        {children}
      </form>
    </Modal>
  );
}
