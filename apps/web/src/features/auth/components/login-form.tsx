import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PRODUCT_NAME } from '@fairchance/shared';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { paths } from '#web/config/paths.ts';
import { useApiErrorHandler } from '#web/hooks/use-api-error-handler.ts';
import { preloadLogin, useAuth } from '#web/lib/auth/session.tsx';
import { lazyResolver } from '#web/lib/lazy-resolver.ts';
import './auth.css';

// The schema and zod load when the form is first focused (or submitted), not with the page.
const validation = lazyResolver(() =>
  import('./login-validation.ts').then((module) => module.loginResolver),
);
// What submitting needs (the checks, the sign-in call) loads as the person reaches the form.
const preloadSubmit = () => {
  validation.preload();
  preloadLogin();
};

export interface LoginFormProps {
  /** Prefills the e-mail (after a password reset). */
  username?: string;
}

/**
 * Sign-in (docs/product.md): e-mail and password. On success the session holds the user and the
 * page moves on; wrong credentials say 'Invalid username/password'.
 */
export function LoginForm({ username = '' }: LoginFormProps) {
  const { t } = useTranslation();
  const { login } = useAuth();
  const handleApiError = useApiErrorHandler();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: validation.resolver,
    defaultValues: { username, password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await login(values);
    } catch (error) {
      handleApiError(error, {
        messages: { InvalidCredentials: t('errors.api.invalidCredentials') },
      });
    }
  });

  return (
    <div className="auth-panel">
      <form
        noValidate
        onFocus={preloadSubmit}
        onSubmit={(event) => void onSubmit(event).catch((error: unknown) => handleApiError(error))}
      >
        <TextField
          label={t('auth.login.email')}
          type="email"
          autoComplete="username"
          isRequired
          error={errors.username}
          {...register('username')}
        />
        <TextField
          label={t('auth.login.password')}
          type="password"
          autoComplete="current-password"
          isRequired
          error={errors.password}
          {...register('password')}
        />
        <div className="form-actions">
          <Button type="submit" isLoading={isSubmitting}>
            {t('auth.login.submit')}
          </Button>
          <Link to={paths.forgotPassword}>{t('auth.login.forgotPassword')}</Link>
        </div>
      </form>
      <div className="auth-links">
        <p>
          {t('auth.login.noAccount', { product: PRODUCT_NAME })}{' '}
          <Link to={paths.signup}>{t('auth.login.signUp')}</Link>
        </p>
      </div>
    </div>
  );
}
