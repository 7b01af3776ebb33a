import { PageLoader } from '#web/components/ui/spinner.tsx';
import { useAuth } from '#web/lib/auth/session.tsx';
import { AccountSettingsForm } from './account-settings-form.tsx';
import { LanguageSetting } from './language-setting.tsx';

/**
 * The signed-in user's settings form (the route guard has made sure there is a user), and the
 * site's language, which applies at once and is not part of the form.
 */
export function AccountSettings() {
  const { user } = useAuth();
  if (!user) return <PageLoader />;
  return (
    <>
      <AccountSettingsForm key={user.id} user={user} />
      <LanguageSetting />
    </>
  );
}
