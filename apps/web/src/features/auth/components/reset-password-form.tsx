import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ResetPasswordFormSchema, type ResetPasswordFormValues } from '@fairchance/shared';
import { Button } from '#web/components/ui/button.tsx';
import { NewPasswordField } from './new-password-field.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { paths } from '#web/config/paths.ts';
import { useApiErrorHandler } from '#web/hooks/use-api-error-handler.ts';
import { useResetPassword } from '#web/features/auth/api/reset-password.ts';
import './auth.css';

export interface ResetPasswordFormProps {
  token: string;
  username: string;
}

/** The new password twice; on success, the sign-in page with the e-mail filled in. */
export function ResetPasswordForm({ token, username }: ResetPasswordFormProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const handleApiError = useApiErrorHandler();
  const resetPassword = useResetPassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordFormValues>({
    resolver: zodResolver(ResetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      await resetPassword.mutateAsync({ password, token });
    } catch (error) {
      handleApiError(error, {
        setError,
        fields: ['password'],
        messages: { InvalidRequest: t('errors.api.resetInvalidToken') },
      });
      return;
    }
    toast.success(t('auth.resetPassword.success'));
    await navigate(paths.login, { replace: true, state: { username } });
  });

  return (
    <div className="auth-panel">
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        {/* Lets password managers store the new password with the right account. */}
        <input
          type="email"
          name="username"
          autoComplete="username"
          value={username}
          readOnly
          hidden
        />
        <NewPasswordField
          label={t('auth.resetPassword.password')}
          isRequired
          showsRules
          error={errors.password}
          {...register('password')}
        />
        <NewPasswordField
          label={t('auth.resetPassword.confirmPassword')}
          isRequired
          error={errors.confirmPassword}
          {...register('confirmPassword')}
        />
        <div className="form-actions">
          <Button type="submit" isLoading={isSubmitting}>
            {t('auth.resetPassword.submit')}
          </Button>
          <Link to={paths.forgotPassword}>{t('auth.resetPassword.requestNewLink')}</Link>
        </div>
      </form>
    </div>
  );
}
