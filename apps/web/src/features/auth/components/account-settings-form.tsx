import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  accountSettingsFormSchemaFor,
  formatPhone,
  toUpdateUserPayload,
  type AccountSettingsFormInput,
  type AccountSettingsFormValues,
  type User,
} from '@fairchance/shared';
import { AvatarUpload } from '#web/components/ui/avatar-upload.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { PhoneInput } from '#web/components/ui/phone-input.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { NewPasswordField } from './new-password-field.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { useApiErrorHandler } from '#web/hooks/use-api-error-handler.ts';
import { mediaUrl } from '#web/lib/api/index.ts';
import { currentUserQueryKey } from '#web/lib/auth/current-user.ts';
import { updateCurrentUser } from '#web/lib/auth/session-api.ts';
import { PendingEmailNotice } from './pending-email-notice.tsx';
import './auth.css';

const FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'avatar',
  'password',
  'newPassword',
  'confirmPassword',
] as const;

function defaultsFor(user: User): AccountSettingsFormInput {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: formatPhone(user.phone),
    avatar: undefined,
    password: '',
    newPassword: '',
    confirmPassword: '',
  };
}

/**
 * The avatar a person may upload (docs/validation.md, docs/validation.md#lengths-and-limits): JPG,
 * GIF or PNG, 1MB at most.
 */
/**
 * Account settings (docs/product.md): personal information (avatar, names, e-mail, phone) and
 * security (current, new and confirmed password), saved together with one PATCH /v1/user. A new
 * e-mail needs the current password and changes only once the link mailed to it is opened; until
 * then the form keeps the current one and says where the link went.
 */
export function AccountSettingsForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const handleApiError = useApiErrorHandler();
  const schema = useMemo(() => accountSettingsFormSchemaFor(user.email), [user.email]);
  const [preview, setPreview] = useState<string | null>(null);
  const [isUploading, setIsUploading] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    setValue,
    control,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<AccountSettingsFormInput, unknown, AccountSettingsFormValues>({
    resolver: zodResolver(schema),
    defaultValues: defaultsFor(user),
  });

  // A preview is an object URL: let the browser free it once it is replaced.
  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  const [avatar, firstName, lastName] = useWatch({
    control,
    name: ['avatar', 'firstName', 'lastName'],
  });
  const avatarSrc = avatar === null ? null : (preview ?? mediaUrl(user.avatar));
  const name = `${firstName || user.firstName} ${lastName || user.lastName}`;

  function removeAvatar() {
    clearErrors('avatar');
    setPreview(null);
    setValue('avatar', null, { shouldDirty: true });
  }

  const onSubmit = handleSubmit(async (values) => {
    try {
      const updated = await updateCurrentUser(toUpdateUserPayload(values, user.email));
      queryClient.setQueryData(currentUserQueryKey, updated);
      reset(defaultsFor(updated));
      setPreview(null);
      const pendingEmail = updated.pendingEmail === values.email ? updated.pendingEmail : null;
      toast.success(
        pendingEmail ? t('account.emailChange.sent', { email: pendingEmail }) : t('account.saved'),
      );
    } catch (error) {
      handleApiError(error, {
        setError,
        fields: FIELDS,
        messages: { ResourceConflict: t('errors.api.emailInUse') },
      });
    }
  });

  const hasPhoto = avatar !== null && Boolean(preview ?? user.avatar);

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="account-settings">
      <section className="form-section" aria-labelledby="account-personal-title">
        <h2 id="account-personal-title" className="form-section__title">
          {t('account.personal.title')}
        </h2>
        <AvatarUpload
          name={name}
          src={avatarSrc}
          labels={{
            label: t('account.personal.photo'),
            hint: t('account.personal.photoHint'),
            uploading: t('account.personal.photoUploading'),
            remove: t('account.personal.removePhoto'),
            wrongType: t('account.personal.photoWrongType'),
            tooLarge: t('account.personal.photoTooLarge'),
          }}
          error={errors.avatar?.message}
          status={preview ? t('account.personal.photoReady') : undefined}
          onUploadStart={(upload) => {
            clearErrors('avatar');
            setIsUploading(true);
            void upload.finally(() => setIsUploading(false));
          }}
          onUpload={(key, file) => {
            setValue('avatar', key, { shouldDirty: true });
            setPreview(URL.createObjectURL(file));
          }}
          onRemove={hasPhoto ? removeAvatar : undefined}
        />
        <div className="form-row">
          <TextField
            label={t('account.personal.firstName')}
            autoComplete="given-name"
            isRequired
            error={errors.firstName}
            {...register('firstName')}
          />
          <TextField
            label={t('account.personal.lastName')}
            autoComplete="family-name"
            isRequired
            error={errors.lastName}
            {...register('lastName')}
          />
        </div>
        <div className="form-row">
          <TextField
            label={t('account.personal.email')}
            type="email"
            autoComplete="email"
            isRequired
            error={errors.email}
            {...register('email')}
          />
          <PhoneInput
            label={t('account.personal.phone')}
            error={errors.phone}
            {...register('phone')}
          />
        </div>
      </section>
      {user.pendingEmail ? <PendingEmailNotice email={user.pendingEmail} /> : null}
      <section className="form-section" aria-labelledby="account-security-title">
        <h2 id="account-security-title" className="form-section__title">
          {t('account.security.title')}
        </h2>
        <p className="form-section__description">{t('account.security.description')}</p>
        <TextField
          label={t('account.security.password')}
          type="password"
          autoComplete="current-password"
          error={errors.password}
          {...register('password')}
        />
        <div className="form-row">
          <NewPasswordField
            label={t('account.security.newPassword')}
            error={errors.newPassword}
            {...register('newPassword')}
          />
          <NewPasswordField
            label={t('account.security.confirmPassword')}
            error={errors.confirmPassword}
            {...register('confirmPassword')}
          />
        </div>
      </section>
      <div className="form-actions">
        <Button type="submit" isLoading={isSubmitting} disabled={!isDirty || isUploading}>
          {t('account.save')}
        </Button>
      </div>
    </form>
  );
}
