import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '#web/config/paths.ts';
import './rsp.css';

/**
 * The editing screens of the service provider area (the organization, its case managers) ask for
 * a desktop screen (docs/product.md#service-provider-screens): under 48em a 'Mobile Coming Soon'
 * notice, with the way to the clients list, takes their place. The media query in rsp.css
 * decides, so the screen never jumps between the two while it loads. Reading clients and writing
 * notes work at any width.
 */
export function DesktopOnly({
  headingLevel = 1,
  hasClientsLink = true,
  children,
}: {
  /** 1 when the notice stands for a whole screen, 2 inside a tab of one. */
  headingLevel?: 1 | 2;
  /** The owner's onboarding has no clients list to go to yet. */
  hasClientsLink?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <>
      <section className="rsp-mobile-notice" aria-labelledby={titleId}>
        <Heading id={titleId} className="rsp-mobile-notice__title">
          {t('rsp.mobileComingSoon.title')}
        </Heading>
        <p>{t('rsp.mobileComingSoon.body')}</p>
        {hasClientsLink && (
          <p>
            <Link className="rsp-mobile-notice__link" to={paths.rsp.clients}>
              {t('rsp.mobileComingSoon.toClients')}
            </Link>
          </p>
        )}
      </section>
      <div className="rsp-desktop-only">{children}</div>
    </>
  );
}
