import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoader } from '#web/components/ui/spinner.tsx';
import { paths } from '#web/config/paths.ts';
import { isSecondFactorFresh } from '@fairchance/shared';
import { accessRedirect, loginPathFor, type AccessRule } from '#web/lib/auth/access.ts';
import { useAuth } from '#web/lib/auth/session.tsx';

/**
 * Route guard (docs/product.md): signed-out visitors go to /login/ with `return_to`; a user of
 * another role goes to /403/; a user without the scopes goes to /403/ or the rule's own redirect; a
 * user without a profile goes to the create-profile screen of their role.
 */
export function RequireAuth(rule: AccessRule) {
  const { status, user, error, session } = useAuth();
  const location = useLocation();

  // Not a refused session but a failure (no connection, a server error): the route's error
  // boundary offers a reload instead of sending a signed-in person to the sign-in page.
  if (error) throw error instanceof Error ? error : new Error('The session could not be loaded.');
  if (status === 'loading') return <PageLoader />;
  if (status === 'unauthenticated' || !user) {
    const here = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={loginPathFor(here)} replace />;
  }
  // The staff console also needs a recent second factor (decision 035): the sign-in's second step.
  if (rule.role === 'staff' && user.type === 'staff' && !isSecondFactorFresh(session?.claims.mfa)) {
    const here = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={`${paths.secondFactor}?return_to=${encodeURIComponent(here)}`} replace />;
  }
  const redirect = accessRedirect(user, rule);
  if (redirect) return <Navigate to={redirect} replace />;
  return <Outlet />;
}
