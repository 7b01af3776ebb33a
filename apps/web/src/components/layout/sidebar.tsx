import { useTranslation } from 'react-i18next';
import type { Area } from '#web/config/paths.ts';
import { cx } from '#web/lib/cx.ts';
import { SIDEBAR_ID } from './header.tsx';
import { NavLinks } from './nav-links.tsx';
import { useAuth } from '#web/lib/auth/session.tsx';
import { NAVIGATION, visibleItems } from './navigation.ts';

export interface SidebarProps {
  area: Area;
  /** On small screens the sidebar is a menu under the header, shown only while open. */
  isOpen: boolean;
}

/** The area's navigation: a column on desktop in signed-in areas, a toggled menu on phones. */
export function Sidebar({ area, isOpen }: SidebarProps) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const items = visibleItems(NAVIGATION[area], user?.scope.split(' ') ?? []);
  return (
    <nav
      id={SIDEBAR_ID}
      className={cx('sidebar', `sidebar--${area}`, isOpen && 'sidebar--open')}
      data-state={isOpen ? 'open' : 'closed'}
      aria-label={t('header.mainNavigation')}
    >
      <NavLinks items={items} className="sidebar__list" />
    </nav>
  );
}
