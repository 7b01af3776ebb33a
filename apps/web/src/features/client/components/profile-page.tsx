import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cloakClientProfile, type ClientProfile } from '@fairchance/shared';
import { Page } from '#web/components/layout/page.tsx';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { PageLoader, Spinner } from '#web/components/ui/spinner.tsx';
import { useClientProfile } from '#web/features/client/api/get-client-profile.ts';
import { useClientProviders } from '#web/features/client/api/get-client-providers.ts';
import { ProfileView } from './profile-view.tsx';
import { ProviderList } from './provider-card.tsx';
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
      <ProfileView
        profile={view}
        isEditable={!isCloaked}
        providers={isCloaked ? undefined : <SharedProviders clientId={profile.id} />}
      />
    </>
  );
}

/**
 * The organizations that see the profile, each with the client's way to stop sharing
 * (docs/rules.md#provider-links); choosing another is the section's Edit.
 */
function SharedProviders({ clientId }: { clientId: string }) {
  const { t } = useTranslation();
  const providers = useClientProviders(clientId);
  if (providers.isPending) return <Spinner size="sm" />;
  if (providers.isError)
    return (
      <LoadError
        title={t('client.dashboard.loadError')}
        onRetry={() => void providers.refetch()}
        error={providers.error}
      />
    );
  if (providers.data.length === 0)
    return <p className="profile-section__empty">{t('client.profile.sharingWithNobody')}</p>;
  return (
    <>
      <p className="profile-section__text">{t('client.profile.sharingWith')}</p>
      <ProviderList providers={providers.data} clientId={clientId} />
    </>
  );
}
