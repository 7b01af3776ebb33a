import { useTranslation } from 'react-i18next';
import type { ApplicationStatus } from '@fairchance/shared';
import './client.css';

/**
 * An application's status as a badge (docs/rules.md#application-statuses). Each status has its own
 * colour, always with the readable label: colour alone tells nothing to someone who cannot see it.
 */
export function StatusBadge({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`status-badge status-badge--${status}`} data-status={status}>
      {t(`client.status.${status}`)}
    </span>
  );
}
