import { useTranslation } from 'react-i18next';
import { Page } from '#web/components/layout/page.tsx';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { ContactBox } from './contact-box.tsx';
import './marketing.css';

export type Audience = 'jobSeekers' | 'employers' | 'serviceProviders';

export interface MarketingPageProps {
  audience: Audience;
  /** The sign-up screen for this audience. */
  signUpTo: string;
}

/** A page for one audience: what the product does for them, a sign-up link and contact. */
export function MarketingPage({ audience, signUpTo }: MarketingPageProps) {
  const { t } = useTranslation();
  const points: readonly string[] = t(`marketing.${audience}.points`, { returnObjects: true });
  const privacy = audience === 'jobSeekers' ? t('marketing.jobSeekers.privacy') : null;
  return (
    <Page title={t(`marketing.${audience}.title`)} className="marketing-page">
      <p className="lead prose">{t(`marketing.${audience}.lead`)}</p>
      <section className="marketing-page__section" aria-labelledby="marketing-points">
        <h2 id="marketing-points">{t(`marketing.${audience}.pointsHeading`)}</h2>
        <ul className="check-list">
          {points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </section>
      {privacy && <p className="callout prose">{privacy}</p>}
      <p>
        <ButtonLink to={signUpTo} size="lg">
          {t(`marketing.${audience}.cta`)}
        </ButtonLink>
      </p>
      <ContactBox />
    </Page>
  );
}
