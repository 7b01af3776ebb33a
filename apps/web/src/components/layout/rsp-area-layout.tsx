import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';

/**
 * The rsp area is desktop-only for now (docs/product.md): under 48em a 'Mobile Coming Soon' notice
 * replaces the screen (CSS media query in layout.css).
 */
export function RspAreaLayout() {
  const { t } = useTranslation();
  return (
    <>
      <section className="rsp-mobile-notice" aria-labelledby="rsp-mobile-notice-title">
        <h1 id="rsp-mobile-notice-title" className="rsp-mobile-notice__title">
          {t('rsp.mobileComingSoon.title')}
        </h1>
        <p>{t('rsp.mobileComingSoon.body')}</p>
      </section>
      <div className="rsp-area">
        <Outlet />
      </div>
    </>
  );
}
