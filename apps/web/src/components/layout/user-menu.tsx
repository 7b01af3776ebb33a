import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { User } from '@fairchance/shared';
import { Avatar } from '#web/components/ui/avatar.tsx';
import { Menu } from '#web/components/ui/menu.tsx';
import { accountSettingsPathFor, useAuth } from '#web/lib/auth/session.tsx';
import { paths } from '#web/config/paths.ts';
import { mediaUrl } from '#web/lib/api/media.ts';

/** The signed-in user's avatar menu: Account settings and Log Out (docs/product.md). */
export function UserMenu({
  user,
}: {
  user: Pick<User, 'type' | 'firstName' | 'lastName' | 'avatar'>;
}) {
  const { t } = useTranslation();
  const { logout } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [isLoggingOut, setIsLoggingOut] = useState(false);
  const name = `${user.firstName} ${user.lastName}`.trim();

  // Log out once the home page is on screen: ended on a guarded screen, the session would send
  // that screen to the sign-in page instead.
  useEffect(() => {
    if (isLoggingOut && location.pathname === paths.home) void logout();
  }, [isLoggingOut, location.pathname, logout]);

  function handleLogOut() {
    setIsLoggingOut(true);
    void navigate(paths.home);
  }

  return (
    <Menu
      label={t('header.accountMenu', { name })}
      triggerClassName="user-menu__trigger"
      trigger={<Avatar name={name} src={mediaUrl(user.avatar)} size="sm" />}
      items={[
        {
          key: 'account-settings',
          label: t('header.accountSettings'),
          to: accountSettingsPathFor(user.type),
        },
        { key: 'log-out', label: t('header.logOut'), onSelect: handleLogOut },
      ]}
    />
  );
}
