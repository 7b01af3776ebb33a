/**
 * The candidate's statement in their own words (docs/decisions/026-fair-chance-help.md). The server
 * sends it only from the interview on, for this application (docs/roles-and-permissions.md#cloaking);
 * without it nothing is shown, so a cloaked candidate's page does not hint that one exists.
 */
import { useTranslation } from 'react-i18next';
import type { ApplicationDetail } from '@fairchance/shared';

export function CandidateStatement({ detail }: { detail: ApplicationDetail }) {
  const { t } = useTranslation();
  const statement = detail.profile.personalStatement;
  if (!statement) return null;
  return (
    <section
      id="candidate-statement"
      className="employer-profile-section"
      aria-labelledby="candidate-statement-title"
    >
      <h2 id="candidate-statement-title" className="employer-profile-section__title">
        {t('employer.candidateStatement.title')}
      </h2>
      <p className="muted">{t('employer.candidateStatement.hint')}</p>
      <p className="preserve-lines">{statement}</p>
    </section>
  );
}
