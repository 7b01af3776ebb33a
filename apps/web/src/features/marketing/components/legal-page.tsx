import { Fragment } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { SUPPORT_EMAIL } from '@fairchance/shared';
import { Page } from '#web/components/layout/page.tsx';

interface Section {
  heading: string;
  body: string;
}

/** Terms of Use or Privacy Policy: short sections and a contact address. */
export function LegalPage({ document }: { document: 'terms' | 'privacy' }) {
  const { t } = useTranslation();
  const sections: readonly Section[] = t(`legal.${document}.sections`, { returnObjects: true });
  return (
    <Page title={t(`legal.${document}.title`)}>
      <div className="prose">
        <p className="lead">{t(`legal.${document}.intro`)}</p>
        {sections.map((section) => (
          <Fragment key={section.heading}>
            <h2>{section.heading}</h2>
            <p>{section.body}</p>
          </Fragment>
        ))}
        <p>
          <Trans
            i18nKey="legal.contact"
            values={{ email: SUPPORT_EMAIL }}
            components={{ mail: <a href={`mailto:${SUPPORT_EMAIL}`} /> }}
          />
        </p>
      </div>
    </Page>
  );
}
