import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';

/** In place of a part of a client screen that could not load: says so, with Try again. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      headingLevel={3}
      title={t('client.dashboard.loadError')}
      action={
        <Button variant="secondary" onClick={onRetry}>
          {t('client.dashboard.retry')}
        </Button>
      }
    />
  );
}
