import { useTranslation } from 'react-i18next';
import { Page } from '#web/components/layout/page.tsx';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { useHomePath } from '#web/lib/auth/session.tsx';

export function NotFoundPage() {
  const { t } = useTranslation();
  const homePath = useHomePath();
  return (
    <Page title={t('errors.notFound.title')} description={t('errors.notFound.body')}>
      <ButtonLink to={homePath}>{t('errors.notFound.home')}</ButtonLink>
    </Page>
  );
}
