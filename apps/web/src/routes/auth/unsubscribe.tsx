import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '#web/components/layout/page.tsx';
import { Unsubscribe } from '#web/features/auth/components/unsubscribe.tsx';

/** The link of every job alert: `/unsubscribe/{token}`, signed in or not. */
export function UnsubscribePage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  return (
    <Page title={t('auth.unsubscribe.title')}>
      <Unsubscribe token={token} />
    </Page>
  );
}
