import { useTranslation } from 'react-i18next';
import { useOnlineStatus } from '#web/hooks/use-online-status.ts';

/**
 * Says "No connection" at the top of every page while the browser is offline; the live region is
 * always there so that going offline (and back) is announced.
 */
export function OfflineNotice() {
  const { t } = useTranslation();
  const isOnline = useOnlineStatus();
  return (
    <div role="status" className="offline-notice" hidden={isOnline}>
      {!isOnline && (
        <p>
          <strong>{t('errors.api.noConnection')}</strong> {t('errors.offline.notice')}
        </p>
      )}
    </div>
  );
}
