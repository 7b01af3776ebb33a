import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { STAFF_REASON_MAX, StaffReasonField } from '@fairchance/shared';
import { Button } from '#web/components/ui/button.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';

export interface ReasonDialogProps {
  title: string;
  /** What the action does, said before the reason is asked. */
  description?: ReactNode;
  confirmLabel: string;
  /** More fields of the action (a grant's kind and amount), above the reason. */
  children?: ReactNode;
  /** Checks the other fields; answers false to keep the dialog open. */
  validate?: () => boolean;
  /** Runs the action; rejects (after telling the person) to keep the dialog open. */
  onSubmit: (reason: string) => Promise<void>;
  onClose: () => void;
  isDanger?: boolean;
}

/**
 * Every console action asks why (decisions 036 to 038): the reason is required, sent with the
 * action and kept in the audit log. Focus starts in the reason when it is the only field, and
 * returns to it when it is missing; Escape or Cancel closes without acting.
 */
export function ReasonDialog({
  title,
  description,
  confirmLabel,
  children,
  validate,
  onSubmit,
  onClose,
  isDanger = false,
}: ReasonDialogProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [isSubmitting, setIsSubmitting] = useState(false);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const formId = `reason-${title.replace(/\W+/g, '-').toLowerCase()}`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = StaffReasonField.safeParse(reason);
    const isOtherValid = validate ? validate() : true;
    if (!parsed.success) setError(t('admin.reason.required'));
    if (!parsed.success && isOtherValid) reasonRef.current?.focus();
    if (!parsed.success || !isOtherValid) return;
    setIsSubmitting(true);
    try {
      await onSubmit(parsed.data);
    } catch {
      // Told by the caller; the dialog stays for another try.
    } finally {
      setIsSubmitting(false);
    }
  }

  return (
    <Modal
      isOpen
      onClose={onClose}
      title={title}
      {...(children ? {} : { initialFocusRef: reasonRef })}
      footer={
        <>
          <Button variant="secondary" type="button" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            variant={isDanger ? 'danger' : 'primary'}
            type="submit"
            form={formId}
            isLoading={isSubmitting}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      <form id={formId} className="admin-form" onSubmit={(event) => void submit(event)} noValidate>
        {description && <p>{description}</p>}
        {children}
        <TextField
          ref={reasonRef}
          multiline
          rows={3}
          isRequired
          label={t('admin.reason.label')}
          hint={t('admin.reason.hint')}
          value={reason}
          error={error}
          maxLength={STAFF_REASON_MAX}
          onChange={(event) => {
            setReason(event.target.value);
            setError(undefined);
          }}
        />
      </form>
    </Modal>
  );
}
