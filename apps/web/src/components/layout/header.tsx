import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Area } from '#web/config/paths.ts';
import { paths } from '#web/config/paths.ts';
import { useAuth } from '#web/lib/auth/session.tsx';
import { buttonClassName } from '#web/components/ui/button.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { Logo } from './logo.tsx';
import { NavLinks } from './nav-links.tsx';
import { NAVIGATION } from './navigation.ts';
import { UserMenu } from './user-menu.tsx';

export const SIDEBAR_ID = 'site-navigation';

export interface HeaderProps {
  area: Area;
  /** Logo only: used on create-profile screens (docs/product.md). */
  isMinimal?: boolean;
  isMenuOpen?: boolean;
  onMenuToggle?: () => void;
}

export function Header({ area, isMinimal = false, isMenuOpen = false, onMenuToggle }: HeaderProps) {
  const { t } = useTranslation();
  const { status, user } = useAuth();

  if (isMinimal) {
    return (
      <header className="site-header site-header--minimal">
        <div className="site-header__inner container">
          <Logo />
        </div>
      </header>
    );
  }

  return (
    <header className="site-header">
      <div className="site-header__inner container">
        <button
          type="button"
          className="site-header__menu-button"
          aria-expanded={isMenuOpen}
          aria-controls={SIDEBAR_ID}
          onClick={onMenuToggle}
        >
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path
              d={isMenuOpen ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'}
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
          <span className="site-header__menu-label">{t('header.menu')}</span>
        </button>
        <Logo />
        {area === 'public' && (
          <nav className="site-header__nav" aria-label={t('header.mainNavigation')}>
            <NavLinks items={NAVIGATION.public} className="site-header__nav-list" />
          </nav>
        )}
        <div className="site-header__actions">
          <LanguageSwitch />
          {status === 'authenticated' && user ? (
            <UserMenu user={user} />
          ) : status === 'unauthenticated' ? (
            <>
              <Link to={paths.login} className={buttonClassName({ variant: 'ghost', size: 'sm' })}>
                {t('header.logIn')}
              </Link>
              <Link to={paths.signup} className={buttonClassName({ size: 'sm' })}>
                {t('header.signUp')}
              </Link>
            </>
          ) : null}
        </div>
      </div>
    </header>
  );
}
