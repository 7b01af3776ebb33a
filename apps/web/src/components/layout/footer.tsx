import { useTranslation } from 'react-i18next';
import { PRODUCT_NAME, SUPPORT_EMAIL } from '@fairchance/shared';
import { paths } from '#web/config/paths.ts';
import { LanguageSwitch } from './language-switch.tsx';

function NewTabLink({ href, children }: { href: string; children: string }) {
  const { t } = useTranslation();
  return (
    <a href={href} target="_blank" rel="noopener">
      {children}
      <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
    </a>
  );
}

/** Current year, Terms and Privacy in a new tab (docs/product.md), and the support address. */
export function Footer({ year }: { year: number }) {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner container">
        <p className="site-footer__copyright">
          {t('footer.copyright', { year, product: PRODUCT_NAME })}
        </p>
        <nav aria-label={t('footer.label')}>
          <ul className="site-footer__links">
            <li>
              <NewTabLink href={paths.terms}>{t('footer.terms')}</NewTabLink>
            </li>
            <li>
              <NewTabLink href={paths.privacy}>{t('footer.privacy')}</NewTabLink>
            </li>
            <li>
              <a href={`mailto:${SUPPORT_EMAIL}`}>{t('footer.contact')}</a>
            </li>
            <li>
              <LanguageSwitch />
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
