/**
 * Client account settings: the profile details a client keeps private and changes rarely (the
 * home address and the diversity answers), each with its edit screen.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { PageLoader } from '#web/components/ui/spinner.tsx';
import { paths } from '#web/config/paths.ts';
import { useClientProfile } from '#web/features/client/api/get-client-profile.ts';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { formatAddressLine } from './profile-view.tsx';
import './client.css';

export function ProfileDetailsSettings() {
  const { t } = useTranslation();
  const headingId = useId();
  const profile = useClientProfile();
  const address = profile.data ? formatAddressLine(profile.data) : '';
  return (
    <section className="profile-section profile-details" aria-labelledby={headingId}>
      <h2 id={headingId} className="profile-section__title">
        {t('client.accountSettings.profileDetails')}
      </h2>
      {profile.isError && !profile.data ? (
        <LoadError title={t('client.dashboard.loadError')} onRetry={() => void profile.refetch()} />
      ) : !profile.data ? (
        <PageLoader />
      ) : (
        <dl className="profile-facts">
          <div>
            <dt>{t('client.editProfile.sections.address')}</dt>
            <dd>
              {address || t('client.profile.empty')}
              <ButtonLink
                to={paths.client.editProfile('address')}
                variant="secondary"
                size="sm"
                className="profile-details__edit"
              >
                {t('client.accountSettings.editAddress')}
              </ButtonLink>
            </dd>
          </div>
          <div>
            <dt>{t('client.editProfile.sections.diversity')}</dt>
            <dd>
              {t('client.accountSettings.diversityPrivate')}
              <ButtonLink
                to={paths.client.editProfile('diversity')}
                variant="secondary"
                size="sm"
                className="profile-details__edit"
              >
                {t('client.accountSettings.editDiversity')}
              </ButtonLink>
            </dd>
          </div>
        </dl>
      )}
    </section>
  );
}
