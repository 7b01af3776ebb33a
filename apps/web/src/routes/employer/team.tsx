import { useTranslation } from 'react-i18next';
import { Page } from '#web/components/layout/page.tsx';
import { Team } from '#web/features/employer/components/team.tsx';
import { useEmployerSession } from '#web/features/employer/hooks/use-employer-session.ts';

/** docs/product.md: the company's members and invitations; the owner manages them. */
export function EmployerTeamPage() {
  const { t } = useTranslation();
  const { employer, isOwner } = useEmployerSession();
  return (
    <Page title={t('employer.team.title')} description={t('employer.team.description')}>
      <Team employerId={employer.id} isOwner={isOwner} />
    </Page>
  );
}
