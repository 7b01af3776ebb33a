import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { NavItem } from './navigation.ts';
import { useNavBadge } from './nav-badges.ts';
import './nav-badge.css';

/** An item's unread count, read aloud as 'N unread' after the item's name. */
function NavBadge({ to }: { to: string }) {
  const { t } = useTranslation();
  const count = useNavBadge(to);
  if (count === 0) return null;
  return (
    <>
      {' '}
      <span className="nav-link__badge">
        <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
        <span className="visually-hidden">{t('header.unread', { count })}</span>
      </span>
    </>
  );
}

export function NavLinks({ items, className }: { items: readonly NavItem[]; className: string }) {
  const { t } = useTranslation();
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.to}>
          <NavLink to={item.to} end={item.isEnd ?? false} className="nav-link">
            {t(item.label)}
            <NavBadge to={item.to} />
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
