/**
 * A reentry service provider the client shares their profile with: how to reach it, and the
 * client's own way to stop sharing (docs/rules.md#provider-links). On the dashboard and on the
 * profile.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPhone, phoneDigits, type ClientProvider } from '@fairchance/shared';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmModal } from '#web/components/ui/modal.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { useApiErrorHandler } from '#web/hooks/use-api-error-handler.ts';
import { useStopSharingWithProvider } from '#web/features/client/api/stop-sharing-with-provider.ts';
import './client.css';

export function ProviderCard({
  provider,
  clientId,
}: {
  provider: ClientProvider;
  clientId: string;
}) {
  const { t } = useTranslation();
  const phone = provider.phone ? phoneDigits(provider.phone) : '';
  return (
    <article className="provider-card">
      <h3>{provider.name}</h3>
      <p className="provider-card__status">
        {t('client.dashboard.provider.status', {
          status: t(`client.dashboard.provider.statuses.${provider.status}`),
        })}
      </p>
      <p>{provider.description}</p>
      {provider.email || phone ? (
        <ul className="provider-card__contact">
          {provider.email && (
            <li>
              <a href={`mailto:${provider.email}`}>
                {t('client.dashboard.provider.email', { name: provider.name })}
              </a>{' '}
              <span className="provider-card__detail">{provider.email}</span>
            </li>
          )}
          {phone && (
            <li>
              <a href={`tel:+1${phone}`}>
                {t('client.dashboard.provider.call', { name: provider.name })}
              </a>{' '}
              <span className="provider-card__detail">{formatPhone(phone)}</span>
            </li>
          )}
        </ul>
      ) : (
        <p>{t('client.dashboard.provider.noContact')}</p>
      )}
      <StopSharing provider={provider} clientId={clientId} />
    </article>
  );
}

/**
 * The client decides who sees them: stopping takes them out of the organization's clients list,
 * after a confirmation that says what it means.
 */
function StopSharing({ provider, clientId }: { provider: ClientProvider; clientId: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const handleApiError = useApiErrorHandler();
  const [isAsking, setAsking] = useState(false);
  const stop = useStopSharingWithProvider(clientId, {
    onSuccess: () => {
      setAsking(false);
      toast.success(t('client.dashboard.provider.stopped', { name: provider.name }));
    },
    onError: (error) => {
      setAsking(false);
      handleApiError(error);
    },
  });
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className="provider-card__stop"
        onClick={() => setAsking(true)}
      >
        {t('client.dashboard.provider.stop', { name: provider.name })}
      </Button>
      <ConfirmModal
        isOpen={isAsking}
        title={t('client.dashboard.provider.stopTitle', { name: provider.name })}
        message={t('client.dashboard.provider.stopMessage', { name: provider.name })}
        confirmLabel={t('client.dashboard.provider.stopConfirm')}
        cancelLabel={t('client.dashboard.provider.stopCancel')}
        onConfirm={() => stop.mutate(provider.id)}
        onCancel={() => setAsking(false)}
        isConfirming={stop.isPending}
        isDanger
      />
    </>
  );
}

/** The providers the client shares their profile with, one card each. */
export function ProviderList({
  providers,
  clientId,
}: {
  providers: readonly ClientProvider[];
  clientId: string;
}) {
  return (
    <ul className="provider-list">
      {providers.map((provider) => (
        <li key={provider.id}>
          <ProviderCard provider={provider} clientId={clientId} />
        </li>
      ))}
    </ul>
  );
}
