import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';

/** In place of a part of the page that could not load: says so, with a Retry. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <p>
      {t('rsp.loadError')}{' '}
      <Button variant="ghost" size="sm" onClick={onRetry}>
        {t('rsp.retry')}
      </Button>
    </p>
  );
}
