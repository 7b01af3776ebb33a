import { useTranslation } from 'react-i18next';
import { Page } from '#web/components/layout/page.tsx';
import { PageLoader } from '#web/components/ui/spinner.tsx';
import { ClaimOrganization } from '#web/features/rsp/components/claim-organization.tsx';
import { CreateProfileWizard } from '#web/features/rsp/components/create-profile-wizard.tsx';
import { DesktopOnly } from '#web/features/rsp/components/desktop-only.tsx';
import { useRspAccount } from '#web/features/rsp/hooks/use-rsp-account.ts';

/**
 * docs/product.md: the onboarding wizard, shown until the profile is filled (the guard sees to
 * that). An owner sets up the organization in it, which asks for a desktop screen; a member's
 * phone and photo work at any width.
 */
export function RspCreateProfilePage() {
  const { t } = useTranslation();
  const account = useRspAccount();
  if (!account) return <PageLoader />;
  const page = (
    <Page
      title={t('rsp.createProfile.title')}
      description={t(
        account.isOwner
          ? 'rsp.createProfile.ownerDescription'
          : 'rsp.createProfile.memberDescription',
      )}
    >
      {account.isOwner && !account.user.rspAccount?.rspId && <ClaimOrganization />}
      <CreateProfileWizard key={account.user.id} user={account.user} />
    </Page>
  );
  return account.isOwner ? <DesktopOnly hasClientsLink={false}>{page}</DesktopOnly> : page;
}
