import { useTranslation } from 'react-i18next';
import { SUPPORT_EMAIL } from '@fairchance/shared';
import { Page } from '#web/components/layout/page.tsx';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { useHomePath } from '#web/lib/auth/session.tsx';

export function ForbiddenPage() {
  const { t } = useTranslation();
  const homePath = useHomePath();
  return (
    <Page title={t('errors.forbidden.title')} description={t('errors.forbidden.body')}>
      <p>
        <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
      </p>
      <ButtonLink to={homePath}>{t('errors.forbidden.home')}</ButtonLink>
    </Page>
  );
}
