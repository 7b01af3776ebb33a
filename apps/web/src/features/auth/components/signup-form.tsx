import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import { appLanguageOf, formatPhone, type Role } from '@fairchance/shared';
import { Button } from '#web/components/ui/button.tsx';
import { CheckboxField } from '#web/components/ui/checkbox-field.tsx';
import { PhoneInput } from '#web/components/ui/phone-input.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { NewPasswordField } from './new-password-field.tsx';
import { paths } from '#web/config/paths.ts';
import { useApiErrorHandler } from '#web/hooks/use-api-error-handler.ts';
import { isApiError } from '#web/lib/api/errors.ts';
import { useCreateUser } from '#web/features/auth/api/create-user.ts';
import { preloadLogin, useAuth } from '#web/lib/auth/session.tsx';
import { lazyResolver } from '#web/lib/lazy-resolver.ts';
import './auth.css';

// The schema and zod load when the form is first focused (or submitted), not with the page.
const loadValidation = () => import('./signup-validation.ts');
const validation = lazyResolver(() => loadValidation().then((module) => module.signupResolver));
// What submitting needs (the checks, the sign-in call) loads as the person reaches the form.
const preloadSubmit = () => {
  validation.preload();
  preloadLogin();
};

export interface SignupPrefill {
  firstName?: string | undefined;
  lastName?: string | undefined;
  email?: string | undefined;
  phone?: string | undefined;
  invitationId?: string | undefined;
}

export interface SignupFormProps {
  type: Role;
  /** Values from an invitation link (rsp or employer); prefilled names and e-mail are locked. */
  prefill?: SignupPrefill;
  /** Shows the optional phone field (the rsp sign-up, whose invitation carries one). */
  hasPhone?: boolean;
}

const FIELDS = ['firstName', 'lastName', 'email', 'password', 'phone'] as const;

function NewTabLink({ href, children }: { href: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <a href={href} target="_blank" rel="noopener">
      {children}
      <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
    </a>
  );
}

/**
 * Sign-up for a client, an employer or a service provider (docs/product.md, docs/validation.md):
 * names, e-mail, password and the terms. The account is created, then signed in with the password
 * grant; the session then sends the person to their role's create-profile screen.
 */
export function SignupForm({ type, prefill = {}, hasPhone = false }: SignupFormProps) {
  const { t, i18n } = useTranslation();
  const { login } = useAuth();
  const navigate = useNavigate();
  const handleApiError = useApiErrorHandler();
  const createUser = useCreateUser();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: validation.resolver,
    defaultValues: {
      firstName: prefill.firstName ?? '',
      lastName: prefill.lastName ?? '',
      email: prefill.email ?? '',
      phone: hasPhone ? formatPhone(prefill.phone) : undefined,
      password: '',
      type,
      invitationId: prefill.invitationId ?? undefined,
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    // Loaded already: the values were checked with it.
    const { toCreateUserPayload } = await loadValidation();
    // The account keeps the language the page is in: its e-mails and messages follow it.
    const payload = { ...toCreateUserPayload(values), language: appLanguageOf(i18n.language) };
    try {
      await createUser.mutateAsync(payload);
    } catch (error) {
      if (isApiError(error) && error.code === 'ResourceNotFound') {
        setError('invitationId', { type: 'server', message: t('errors.api.invitationNotFound') });
      }
      handleApiError(error, {
        setError,
        fields: FIELDS,
        messages: {
          ResourceConflict: t('errors.api.emailInUse'),
          ResourceNotFound: t('errors.api.invitationNotFound'),
        },
      });
      return;
    }
    try {
      await login({ username: payload.email, password: payload.password });
    } catch (error) {
      // The account exists: let the person sign in by hand.
      handleApiError(error);
      await navigate(paths.login, { state: { username: payload.email } });
    }
  });

  const isLocked = (name: keyof SignupPrefill) => Boolean(prefill.invitationId && prefill[name]);
  const lockedHint = (name: keyof SignupPrefill) =>
    isLocked(name) ? t('auth.signupForm.lockedHint') : undefined;

  return (
    <div className="auth-panel">
      <form
        noValidate
        onFocus={preloadSubmit}
        onSubmit={(event) => void onSubmit(event).catch((error: unknown) => handleApiError(error))}
      >
        {errors.invitationId && (
          <p className="form-alert" role="alert">
            {t('errors.api.invitationNotFound')}
          </p>
        )}
        <div className="form-row">
          <TextField
            label={t('auth.signupForm.firstName')}
            autoComplete="given-name"
            isRequired
            readOnly={isLocked('firstName')}
            hint={lockedHint('firstName')}
            error={errors.firstName}
            {...register('firstName')}
          />
          <TextField
            label={t('auth.signupForm.lastName')}
            autoComplete="family-name"
            isRequired
            readOnly={isLocked('lastName')}
            hint={lockedHint('lastName')}
            error={errors.lastName}
            {...register('lastName')}
          />
        </div>
        <TextField
          label={t('auth.signupForm.email')}
          type="email"
          autoComplete="email"
          isRequired
          readOnly={isLocked('email')}
          hint={lockedHint('email')}
          error={errors.email}
          {...register('email')}
        />
        {hasPhone && (
          <PhoneInput
            label={t('auth.signupForm.phone')}
            error={errors.phone}
            {...register('phone')}
          />
        )}
        <NewPasswordField
          label={t('auth.signupForm.password')}
          isRequired
          showsRules
          error={errors.password}
          {...register('password')}
        />
        <CheckboxField
          label={
            <Trans
              i18nKey="auth.signupForm.terms"
              components={{
                terms: <NewTabLink href={paths.terms} />,
                privacy: <NewTabLink href={paths.privacy} />,
              }}
            />
          }
          isRequired
          error={errors.terms}
          {...register('terms')}
        />
        <div className="form-actions">
          <Button type="submit" isLoading={isSubmitting}>
            {t('auth.signupForm.submit')}
          </Button>
        </div>
      </form>
      <div className="auth-links">
        <p>
          {t('auth.signupForm.haveAccount')}{' '}
          <Link to={paths.login}>{t('auth.signupForm.logIn')}</Link>
        </p>
      </div>
    </div>
  );
}
