import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { isApiError } from '#web/lib/api/index.ts';

/** A list or page that could not load, with a way to try again. */
export function LoadError({
  error,
  onRetry,
  headingLevel = 2,
}: {
  error: unknown;
  onRetry: () => void;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation();
  const isOffline = isApiError(error) && error.type === 'NETWORK';
  return (
    <EmptyState
      headingLevel={headingLevel}
      title={t('employer.loadError.title')}
      description={isOffline ? t('errors.api.noConnection') : t('employer.loadError.body')}
      action={
        <Button variant="secondary" onClick={onRetry}>
          {t('employer.loadError.retry')}
        </Button>
      }
    />
  );
}
