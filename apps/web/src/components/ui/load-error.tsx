import { useTranslation } from 'react-i18next';
import { isApiError } from '#web/lib/api/errors.ts';
import { Button } from './button.tsx';
import { EmptyState } from './empty-state.tsx';

export interface LoadErrorProps {
  /** What could not load ('This list could not be loaded.'); 'This could not be loaded.' if none. */
  title?: string | undefined;
  /** A line under the title; without a connection it says so instead. */
  description?: string | undefined;
  /** The button; 'Try again' if none. */
  retryLabel?: string | undefined;
  onRetry: () => void;
  /** The failure: a network error is told as 'No connection'. */
  error?: unknown;
  headingLevel?: 2 | 3;
}

/**
 * In place of a list, a part of a page or a page that could not load, in every area: says so,
 * with a button to try again.
 */
export function LoadError({
  title,
  description,
  retryLabel,
  onRetry,
  error,
  headingLevel = 3,
}: LoadErrorProps) {
  const { t } = useTranslation();
  const isOffline = isApiError(error) && error.type === 'NETWORK';
  return (
    <EmptyState
      headingLevel={headingLevel}
      title={title ?? t('common.loadError')}
      description={isOffline ? t('errors.api.noConnection') : description}
      action={
        <Button variant="secondary" onClick={onRetry}>
          {retryLabel ?? t('common.tryAgain')}
        </Button>
      }
    />
  );
}
