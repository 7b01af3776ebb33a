import { useId, useState, type ChangeEvent } from 'react';
import { AVATAR_ACCEPT, AVATAR_MAX_BYTES } from '@fairchance/shared';
import { useApiErrorHandler } from '#web/hooks/use-api-error-handler.ts';
import { isApiError, uploadFile, type ApiError } from '#web/lib/api/index.ts';
import { Avatar } from './avatar.tsx';
import { Button } from './button.tsx';
import { FieldError, FieldHint, useField } from './field.tsx';
import { Spinner } from './spinner.tsx';
import './avatar-upload.css';

/** docs/validation.md#photos: JPG, GIF or PNG, 1MB at most. */
export function avatarFileProblem(file: File): 'wrongType' | 'tooLarge' | null {
  if (!(AVATAR_ACCEPT as readonly string[]).includes(file.type)) return 'wrongType';
  if (file.size > AVATAR_MAX_BYTES) return 'tooLarge';
  return null;
}

/**
 * Why the server refused the file, when it refused the file itself (docs/api.md#uploads: 415 for
 * content that is not an allowed image, 413 for one too large): its own message, in the page's
 * language, else this component's label for that case. Anything else is not the file's fault.
 */
function refusalOf(error: ApiError, labels: AvatarUploadLabels): string | undefined {
  // An answer without a body still says, by its status, what happened.
  const code = error.code ?? error.toAppError().code;
  const fallback =
    code === 'UnsupportedMediaType'
      ? labels.wrongType
      : code === 'PayloadTooLarge'
        ? labels.tooLarge
        : undefined;
  if (!fallback) return undefined;
  const body = error.data as { message?: unknown } | null | undefined;
  return typeof body?.message === 'string' && body.message ? body.message : fallback;
}

export interface AvatarUploadLabels {
  label: string;
  hint: string;
  uploading: string;
  remove: string;
  wrongType: string;
  tooLarge: string;
}

export interface AvatarUploadProps {
  /** The person's name: the initials shown without a photo. */
  name: string;
  src: string | null;
  labels: AvatarUploadLabels;
  /** An error from the form (a file's own problem is found and shown here). */
  error?: string | undefined;
  /** A line under the control once a photo is uploaded ('New photo ready…'). */
  status?: string | undefined;
  /** Given the uploaded media key, to save as the avatar, and the file, for a preview. */
  onUpload: (key: string, file: File) => void;
  /** Offered while there is a photo to remove. */
  onRemove?: (() => void) | undefined;
  /** Given each upload as it starts, so a form can wait for it before moving on. */
  onUploadStart?: (upload: Promise<void>) => void;
}

/**
 * A photo picker used by every area: the avatar, a file input that uploads at once
 * (docs/api.md#endpoints uploads) and a remove button. The file is checked here first (type and
 * size), and again by the server.
 */
export function AvatarUpload({
  name,
  src,
  labels,
  error,
  status,
  onUpload,
  onRemove,
  onUploadStart,
}: AvatarUploadProps) {
  const handleApiError = useApiErrorHandler();
  const [problem, setProblem] = useState<string | undefined>();
  const [isUploading, setIsUploading] = useState(false);
  const field = useField({ id: `avatar-${useId()}`, hint: labels.hint, error: problem ?? error });

  async function upload(file: File) {
    setIsUploading(true);
    try {
      onUpload(await uploadFile('avatar', file), file);
    } catch (failure) {
      // The file's own problem goes on the field, as the checks made here do; the rest is a toast.
      const refusal = isApiError(failure) ? refusalOf(failure, labels) : undefined;
      if (refusal) setProblem(refusal);
      else handleApiError(failure);
    } finally {
      setIsUploading(false);
    }
  }

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    // Cleared so that choosing the same file again (after fixing it) is a change too.
    event.currentTarget.value = '';
    if (!file) return;
    const found = avatarFileProblem(file);
    setProblem(found ? labels[found] : undefined);
    if (found) return;
    const running = upload(file);
    onUploadStart?.(running);
    void running;
  }

  return (
    <div className="avatar-upload">
      <Avatar name={name} src={src} size="lg" />
      <div className="avatar-upload__controls">
        <div className={field.isInvalid ? 'field field--invalid' : 'field'}>
          <label className="field__label" htmlFor={field.inputId}>
            {labels.label}
          </label>
          <FieldHint id={field.hintId}>{labels.hint}</FieldHint>
          <input
            id={field.inputId}
            className="avatar-upload__input"
            type="file"
            accept={AVATAR_ACCEPT.join(',')}
            disabled={isUploading}
            aria-invalid={field.isInvalid || undefined}
            aria-describedby={field.describedBy}
            onChange={handleChange}
          />
          {/* A live region from the start, so a refusal that arrives later is read out. */}
          <div aria-live="polite">
            <FieldError id={field.errorId} message={field.message} />
          </div>
        </div>
        {isUploading && <Spinner size="sm" label={labels.uploading} />}
        {status && !isUploading && (
          <p className="avatar-upload__status" role="status">
            {status}
          </p>
        )}
        {onRemove && (
          <Button variant="ghost" size="sm" onClick={onRemove} disabled={isUploading}>
            {labels.remove}
          </Button>
        )}
      </div>
    </div>
  );
}
