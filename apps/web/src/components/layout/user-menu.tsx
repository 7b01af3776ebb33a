import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Avatar } from '../ui/avatar.tsx';
import { Menu } from '../ui/menu.tsx';
import {
  accountSettingsPathFor,
  useSession,
  type SessionUser,
} from '../../features/auth/session.tsx';
import { paths } from '../../config/paths.ts';

/** The signed-in user's avatar menu: Account settings and Log Out (SPEC §2). */
export function UserMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const { signOut } = useSession();
  const navigate = useNavigate();
  const name = `${user.firstName} ${user.lastName}`.trim();

  async function handleSignOut() {
    await signOut();
    await navigate(paths.home);
  }

  return (
    <Menu
      label={t('header.accountMenu', { name })}
      triggerClassName="user-menu__trigger"
      trigger={<Avatar name={name} src={user.avatarUrl ?? null} size="sm" />}
      items={[
        {
          key: 'account-settings',
          label: t('header.accountSettings'),
          to: accountSettingsPathFor(user),
        },
        {
          key: 'log-out',
          label: t('header.logOut'),
          onSelect: () => void handleSignOut(),
        },
      ]}
    />
  );
}
