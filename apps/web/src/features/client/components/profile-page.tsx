import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cloakClientProfile, type ClientProfile } from '@fairchance/shared';
import { Page } from '#web/components/layout/page.tsx';
import { PageLoader } from '#web/components/ui/spinner.tsx';
import { useClientProfile } from '#web/features/client/api/get-client-profile.ts';
import { ProfileView } from './profile-view.tsx';
import './client.css';

/**
 * My Profile (docs/product.md): every section with its Edit button, and a switch that shows the
 * profile exactly as the shared cloaking gives it to employers before an interview
 * (docs/roles-and-permissions.md#cloaking).
 */
export function ProfilePage() {
  const { t } = useTranslation();
  const profile = useClientProfile();
  const [isCloaked, setCloaked] = useState(false);
  const switchId = useId();

  return (
    <Page
      title={t('client.profile.title')}
      actions={
        <div className="cloak-switch">
          <input
            id={switchId}
            type="checkbox"
            role="switch"
            className="cloak-switch__input"
            checked={isCloaked}
            onChange={(event) => setCloaked(event.target.checked)}
          />
          <label htmlFor={switchId} className="cloak-switch__label">
            {t('client.profile.cloakToggle')}
          </label>
        </div>
      }
    >
      {profile.data ? (
        <ProfileContent profile={profile.data} isCloaked={isCloaked} />
      ) : (
        <PageLoader />
      )}
    </Page>
  );
}

function ProfileContent({ profile, isCloaked }: { profile: ClientProfile; isCloaked: boolean }) {
  const { t } = useTranslation();
  const view = useMemo(
    () => cloakClientProfile(profile, { kind: isCloaked ? 'selfCloakedPreview' : 'self' }),
    [profile, isCloaked],
  );
  return (
    <>
      <p className="cloak-notice" role="status">
        {isCloaked ? t('client.profile.cloakedNotice') : ''}
      </p>
      <ProfileView profile={view} isEditable={!isCloaked} />
    </>
  );
}
