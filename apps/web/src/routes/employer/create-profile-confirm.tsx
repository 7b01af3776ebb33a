import { useState } from 'react';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '#web/components/layout/page.tsx';
import { paths } from '#web/config/paths.ts';
import { useAuth } from '#web/lib/auth/session.tsx';
import { ProfileConfirm } from '#web/features/employer/components/profile-confirm.tsx';

export function EmployerCreateProfileConfirmPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  // Read once: creating the profile here adds it to the user, and the screen itself moves on.
  const [hadProfile] = useState(() => Boolean(user?.employer));
  if (!user || hadProfile) return <Navigate to={paths.employer.dashboard} replace />;
  return (
    <Page title={t('employer.createProfileConfirm.title')}>
      <ProfileConfirm userId={user.id} />
    </Page>
  );
}
