import { Navigate } from 'react-router';
import { homePathFor } from '#web/lib/auth/access.ts';
import { useAuth } from '#web/lib/auth/session.tsx';

/** On sign-up screens: a signed-in person (also right after sign-up) goes to their home. */
export function SignedInRedirect() {
  const { status, user } = useAuth();
  if (status === 'authenticated' && user) return <Navigate to={homePathFor(user)} replace />;
  return null;
}
