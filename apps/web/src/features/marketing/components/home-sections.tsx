import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '#web/config/paths.ts';
import { ButtonLink } from '#web/components/ui/button.tsx';
import './marketing.css';

const icons = {
  jobSeekers: <path d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 8a7 7 0 0 1 14 0" />,
  employers: <path d="M4 8h16v11H4zM9 8V5h6v3M4 13h16" />,
  serviceProviders: (
    <path d="M12 20s-7-4.35-7-10a4 4 0 0 1 7-2.65A4 4 0 0 1 19 10c0 5.65-7 10-7 10z" />
  ),
};

function Icon({ name }: { name: keyof typeof icons }) {
  return (
    <svg
      className="audience-card__icon"
      viewBox="0 0 24 24"
      width="28"
      height="28"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {icons[name]}
    </svg>
  );
}

export function HomeHero() {
  const { t } = useTranslation();
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__text">
        <p className="hero__eyebrow">{t('home.hero.eyebrow')}</p>
        <h1 id="hero-title" className="hero__title">
          {t('home.hero.heading')}
        </h1>
        <p className="hero__lead">{t('home.hero.lead')}</p>
        <div className="hero__actions">
          <ButtonLink to={paths.signup} size="lg">
            {t('home.hero.signUp')}
          </ButtonLink>
          <ButtonLink to={paths.login} size="lg" variant="secondary">
            {t('home.hero.logIn')}
          </ButtonLink>
        </div>
      </div>
      <svg className="hero__art" viewBox="0 0 240 200" aria-hidden="true">
        <circle cx="170" cy="70" r="52" fill="#ccfbf1" />
        <path
          d="M20 180 C 70 180, 80 120, 130 120 S 190 60, 220 40"
          fill="none"
          stroke="#0f766e"
          strokeWidth="10"
          strokeLinecap="round"
        />
        <circle cx="220" cy="40" r="14" fill="#fbbf24" />
        <circle cx="20" cy="180" r="8" fill="#0f766e" />
      </svg>
    </section>
  );
}

const audiences = [
  { key: 'jobSeekers', to: paths.jobSeekers },
  { key: 'employers', to: paths.employers },
  { key: 'serviceProviders', to: paths.serviceProviders },
] as const;

export function HomeAudiences() {
  const { t } = useTranslation();
  return (
    <section className="home-section" aria-labelledby="audiences-title">
      <h2 id="audiences-title" className="home-section__title">
        {t('home.audiences.heading')}
      </h2>
      <ul className="audience-grid">
        {audiences.map(({ key, to }) => (
          <li key={key} className="audience-card">
            <Icon name={key} />
            <h3 className="audience-card__title">{t(`home.audiences.${key}.title`)}</h3>
            <p className="audience-card__body">{t(`home.audiences.${key}.body`)}</p>
            <Link to={to} className="audience-card__link">
              {t(`home.audiences.${key}.link`)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function HomeSteps() {
  const { t } = useTranslation();
  const steps = t('home.steps.items', { returnObjects: true });
  return (
    <section className="home-section" aria-labelledby="steps-title">
      <h2 id="steps-title" className="home-section__title">
        {t('home.steps.heading')}
      </h2>
      <ol className="step-list">
        {steps.map((step) => (
          <li key={step.title} className="step-list__item">
            <h3 className="step-list__title">{step.title}</h3>
            <p className="step-list__body">{step.body}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function HomePrivacy() {
  const { t } = useTranslation();
  return (
    <section className="home-section privacy-band" aria-labelledby="privacy-title">
      <h2 id="privacy-title" className="home-section__title">
        {t('home.privacy.heading')}
      </h2>
      <p className="privacy-band__body">{t('home.privacy.body')}</p>
      <a href={paths.privacy} target="_blank" rel="noopener">
        {t('home.privacy.link')}
        <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
      </a>
    </section>
  );
}

export function HomeClosing() {
  const { t } = useTranslation();
  return (
    <section className="home-section closing-band" aria-labelledby="closing-title">
      <h2 id="closing-title" className="home-section__title">
        {t('home.closing.heading')}
      </h2>
      <p>{t('home.closing.body')}</p>
      <div className="closing-band__actions">
        <ButtonLink to={paths.signup}>{t('home.closing.jobSeeker')}</ButtonLink>
        <ButtonLink to={paths.signupEmployer} variant="secondary">
          {t('home.closing.employer')}
        </ButtonLink>
        <ButtonLink to={paths.signupRsp} variant="secondary">
          {t('home.closing.serviceProvider')}
        </ButtonLink>
      </div>
      <p className="closing-band__login">
        {t('home.hero.haveAccount')} <Link to={paths.login}>{t('home.hero.logIn')}</Link>
      </p>
    </section>
  );
}
