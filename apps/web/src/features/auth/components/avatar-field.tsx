import { useId, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AVATAR_ACCEPT } from '@fairchance/shared';
import { Avatar } from '#web/components/ui/avatar.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { FieldError, FieldHint, useField } from '#web/components/ui/field.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';

export interface AvatarFieldProps {
  /** The person's name: the initials shown without a photo. */
  name: string;
  src: string | null;
  error?: string | undefined;
  /** A line under the control ('New photo ready…'). */
  status?: string | undefined;
  isUploading: boolean;
  onFile: (file: File) => void;
  onRemove?: (() => void) | undefined;
}

/** The avatar with a file input (JPG, GIF or PNG, 1MB: docs/validation.md) and a remove button. */
export function AvatarField({
  name,
  src,
  error,
  status,
  isUploading,
  onFile,
  onRemove,
}: AvatarFieldProps) {
  const { t } = useTranslation();
  const hint = t('account.personal.photoHint');
  const field = useField({ id: `avatar-${useId()}`, hint, error });

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    // Cleared so that choosing the same file again (after fixing it) is a change too.
    event.currentTarget.value = '';
    if (file) onFile(file);
  }

  return (
    <div className="avatar-field">
      <Avatar name={name} src={src} size="lg" />
      <div className="avatar-field__controls">
        <div className={field.isInvalid ? 'field field--invalid' : 'field'}>
          <label className="field__label" htmlFor={field.inputId}>
            {t('account.personal.photo')}
          </label>
          <FieldHint id={field.hintId}>{hint}</FieldHint>
          <input
            id={field.inputId}
            type="file"
            accept={AVATAR_ACCEPT.join(',')}
            disabled={isUploading}
            aria-invalid={field.isInvalid || undefined}
            aria-describedby={field.describedBy}
            onChange={handleChange}
          />
          <FieldError id={field.errorId} message={field.message} />
        </div>
        {isUploading && <Spinner size="sm" label={t('account.personal.photoUploading')} />}
        {status && !isUploading && (
          <p className="avatar-field__status" role="status">
            {status}
          </p>
        )}
        {onRemove && (
          <Button variant="ghost" size="sm" onClick={onRemove} disabled={isUploading}>
            {t('account.personal.removePhoto')}
          </Button>
        )}
      </div>
    </div>
  );
}
