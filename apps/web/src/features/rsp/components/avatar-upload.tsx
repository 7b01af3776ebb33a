import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AVATAR_ACCEPT, AVATAR_MAX_BYTES } from '@fairchance/shared';
import { Avatar } from '#web/components/ui/avatar.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { FieldError, FieldHint, useField } from '#web/components/ui/field.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useApiErrorHandler } from '#web/hooks/use-api-error-handler.ts';
import { mediaUrl, uploadFile } from '#web/lib/api/index.ts';

/** docs/validation.md#photos: JPG, GIF or PNG, 1MB at most. */
export function avatarProblem(file: File): 'avatarWrongType' | 'avatarTooLarge' | null {
  if (!(AVATAR_ACCEPT as readonly string[]).includes(file.type)) return 'avatarWrongType';
  if (file.size > AVATAR_MAX_BYTES) return 'avatarTooLarge';
  return null;
}

export interface AvatarUploadProps {
  /** The person's name, for the initials shown without a photo. */
  name: string;
  /** The uploaded media key, or null. */
  value: string | null | undefined;
  onChange: (key: string | null) => void;
  /** Given each upload as it starts, so a form can wait for it before moving on. */
  onUploadStart?: (upload: Promise<void>) => void;
}

/**
 * A photo picker that uploads at once (docs/api.md#endpoints uploads) and gives the key to save as
 * the avatar. The file is checked here first (type and size), and again by the server.
 */
export function AvatarUpload({ name, value, onChange, onUploadStart }: AvatarUploadProps) {
  const { t } = useTranslation();
  const handleApiError = useApiErrorHandler();
  const [problem, setProblem] = useState<string | undefined>();
  const [isUploading, setIsUploading] = useState(false);
  const [isJustUploaded, setIsJustUploaded] = useState(false);
  const hint = t('rsp.fields.avatarHint');
  const field = useField({ id: `avatar-${useId()}`, hint, error: problem });

  async function upload(file: File) {
    const found = avatarProblem(file);
    if (found) {
      setProblem(t(`rsp.fields.${found}`));
      return;
    }
    setProblem(undefined);
    setIsJustUploaded(false);
    setIsUploading(true);
    try {
      const key = await uploadFile('avatar', file);
      onChange(key);
      setIsJustUploaded(true);
    } catch (error) {
      handleApiError(error);
    } finally {
      setIsUploading(false);
    }
  }

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    // Cleared so that choosing the same file again (after fixing it) is a change too.
    event.currentTarget.value = '';
    if (!file) return;
    const running = upload(file);
    onUploadStart?.(running);
    void running;
  }

  return (
    <div className="rsp-avatar-upload">
      <Avatar name={name} src={mediaUrl(value)} size="lg" />
      <div className="rsp-avatar-upload__controls">
        <div className={field.isInvalid ? 'field field--invalid' : 'field'}>
          <label className="field__label" htmlFor={field.inputId}>
            {t('rsp.fields.avatar')}
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
        {isUploading && <Spinner size="sm" label={t('rsp.fields.avatarUploading')} />}
        <p className="rsp-avatar-upload__status" role="status">
          {isJustUploaded && !isUploading ? t('rsp.fields.avatarReady') : ''}
        </p>
        {value && (
          <Button
            variant="ghost"
            size="sm"
            disabled={isUploading}
            onClick={() => {
              setIsJustUploaded(false);
              onChange(null);
            }}
          >
            {t('rsp.fields.removeAvatar')}
          </Button>
        )}
      </div>
    </div>
  );
}
