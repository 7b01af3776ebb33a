import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { NavItem } from './navigation.ts';

export function NavLinks({ items, className }: { items: readonly NavItem[]; className: string }) {
  const { t } = useTranslation();
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.to}>
          <NavLink to={item.to} end={item.isEnd ?? false} className="nav-link">
            {t(item.label)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
