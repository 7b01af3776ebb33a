import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ForgotPasswordFormSchema } from '@fairchance/shared';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { paths } from '#web/config/paths.ts';
import { useApiErrorHandler } from '#web/hooks/use-api-error-handler.ts';
import { useRequestPasswordReset } from '#web/features/auth/api/request-password-reset.ts';
import './auth.css';

/**
 * Asks for the username (the e-mail) and sends a reset link. The confirmation reads the same
 * whether or not an account exists, so nobody can use the screen to find out who has one.
 */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const handleApiError = useApiErrorHandler();
  const requestReset = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<
    z.input<typeof ForgotPasswordFormSchema>,
    unknown,
    z.output<typeof ForgotPasswordFormSchema>
  >({
    resolver: zodResolver(ForgotPasswordFormSchema),
    defaultValues: { username: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await requestReset.mutateAsync(values);
      setSentTo(values.username);
    } catch (error) {
      handleApiError(error, { setError, fields: ['username'] });
    }
  });

  if (sentTo) {
    return (
      <div className="auth-panel auth-notice" role="status">
        <h2>{t('auth.forgotPassword.sentTitle')}</h2>
        <p>{t('auth.forgotPassword.sent', { email: sentTo })}</p>
        <p>{t('auth.forgotPassword.notReceived')}</p>
        <Link to={paths.login}>{t('auth.forgotPassword.backToLogin')}</Link>
      </div>
    );
  }

  return (
    <div className="auth-panel">
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <TextField
          label={t('auth.forgotPassword.email')}
          type="email"
          autoComplete="username"
          isRequired
          error={errors.username}
          {...register('username')}
        />
        <div className="form-actions">
          <Button type="submit" isLoading={isSubmitting}>
            {t('auth.forgotPassword.submit')}
          </Button>
          <Link to={paths.login}>{t('auth.forgotPassword.backToLogin')}</Link>
        </div>
      </form>
    </div>
  );
}
