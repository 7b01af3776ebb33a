import { useTranslation } from 'react-i18next';
import { SUPPORT_EMAIL } from '@fairchance/shared';

/** 'Questions?' box with a mailto link to support. */
export function ContactBox() {
  const { t } = useTranslation();
  return (
    <aside className="contact-box" aria-labelledby="contact-box-title">
      <h2 id="contact-box-title" className="contact-box__title">
        {t('marketing.contact.heading')}
      </h2>
      <p className="contact-box__body">
        {t('marketing.contact.body')}{' '}
        <a href={`mailto:${SUPPORT_EMAIL}`}>
          {t('marketing.contact.link', { email: SUPPORT_EMAIL })}
        </a>
      </p>
    </aside>
  );
}
