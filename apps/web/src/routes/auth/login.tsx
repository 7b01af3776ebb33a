import { Navigate, useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '#web/components/layout/page.tsx';
import { homePathFor, safeReturnTo } from '#web/lib/auth/access.ts';
import { LoginForm } from '#web/features/auth/components/login-form.tsx';
import { useAuth } from '#web/lib/auth/session.tsx';

function usernameFrom(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('username' in state)) return undefined;
  return typeof state.username === 'string' ? state.username : undefined;
}

export function LoginPage() {
  const { t } = useTranslation();
  const { status, user } = useAuth();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  // docs/product.md: return_to is honoured only when it stays on this site.
  const returnTo = safeReturnTo(searchParams.get('return_to'));

  if (status === 'authenticated' && user) {
    return <Navigate to={returnTo ?? homePathFor(user)} replace />;
  }
  return (
    <Page title={t('auth.login.title')} description={t('auth.login.description')}>
      <LoginForm username={usernameFrom(location.state)} />
    </Page>
  );
}
