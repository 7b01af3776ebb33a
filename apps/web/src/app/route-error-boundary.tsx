import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '#web/components/layout/page.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ForbiddenPage } from '#web/routes/public/forbidden.tsx';
import { NotFoundPage } from '#web/routes/public/not-found.tsx';

function statusOf(error: unknown): number | undefined {
  if (isRouteErrorResponse(error)) return error.status;
  if (typeof error === 'object' && error !== null && 'status' in error) {
    return typeof error.status === 'number' ? error.status : undefined;
  }
  return undefined;
}

/** Shown inside the layout when a screen fails: 404 and 403 by status, anything else generic. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const status = statusOf(error);
  if (status === 404) return <NotFoundPage />;
  if (status === 403) return <ForbiddenPage />;
  return <UnexpectedError />;
}

export function UnexpectedError() {
  const { t } = useTranslation();
  return (
    <Page title={t('errors.unexpected.title')} description={t('errors.unexpected.body')}>
      <Button onClick={() => window.location.reload()}>{t('errors.unexpected.reload')}</Button>
    </Page>
  );
}

/** Last resort when the layout itself fails: no header or footer, just a way out. */
export function RootErrorBoundary() {
  return (
    <main className="container" style={{ paddingBlock: '2rem' }}>
      <UnexpectedError />
    </main>
  );
}
