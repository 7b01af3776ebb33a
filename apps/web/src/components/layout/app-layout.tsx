import { useEffect, useLayoutEffect, useRef, useState, type MouseEvent } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { areaOf, isMinimalLayoutPath } from '#web/config/paths.ts';
import { cx } from '#web/lib/cx.ts';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { OfflineNotice } from './offline-notice.tsx';
import { Sidebar } from './sidebar.tsx';
import './layout.css';

export const MAIN_ID = 'main-content';

/**
 * The page frame (docs/product.md): skip link, header (minimal on create-profile routes), the
 * area's sidebar or phone menu, the main landmark and the footer.
 */
export function AppLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigation = useNavigation();
  const mainRef = useRef<HTMLElement>(null);
  const [year] = useState(() => new Date().getFullYear());
  // The menu is open for the location it was opened at: any navigation closes it.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const isMenuOpen = menuOpenAt === location.key;

  const area = areaOf(location.pathname);
  const isMinimal = isMinimalLayoutPath(location.pathname);
  const hasSidebarColumn = !isMinimal && area !== 'public';

  // After a move to another page, put focus on its heading so screen readers read the new page.
  const shownPath = useRef(location.pathname);
  useLayoutEffect(() => {
    if (shownPath.current === location.pathname) return;
    shownPath.current = location.pathname;
    const main = mainRef.current;
    const headings = Array.from(main?.querySelectorAll<HTMLElement>('h1') ?? []);
    const heading = headings.find((h1) => h1.getClientRects().length > 0) ?? headings[0];
    if (heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    (heading ?? main)?.focus({ preventScroll: true });
  }, [location.pathname]);

  useEffect(() => {
    if (!isMenuOpen) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') setMenuOpenAt(null);
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isMenuOpen]);

  function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    mainRef.current?.focus();
  }

  return (
    <div className={cx('app', `app--${area}`, hasSidebarColumn && 'app--with-sidebar')}>
      <a className="skip-link" href={`#${MAIN_ID}`} onClick={skipToContent}>
        {t('header.skipToContent')}
      </a>
      <div
        className="navigation-progress"
        data-active={navigation.state !== 'idle'}
        aria-hidden="true"
      />
      <Header
        area={area}
        isMinimal={isMinimal}
        isMenuOpen={isMenuOpen}
        onMenuToggle={() => setMenuOpenAt(isMenuOpen ? null : location.key)}
      />
      <div className="app__body container">
        {!isMinimal && <Sidebar area={area} isOpen={isMenuOpen} />}
        <main
          id={MAIN_ID}
          ref={mainRef}
          tabIndex={-1}
          className="app__main"
          aria-busy={navigation.state === 'loading' || undefined}
        >
          <OfflineNotice />
          <Outlet />
        </main>
      </div>
      <Footer year={year} />
      <ScrollRestoration />
    </div>
  );
}
