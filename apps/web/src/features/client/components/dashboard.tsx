import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PIPELINE_REQUEST_PROVIDER } from '@fairchance/shared';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { paths } from '#web/config/paths.ts';
import { useAppliedJobs } from '#web/features/client/api/get-applied-jobs.ts';
import { useClientProfile } from '#web/features/client/api/get-client-profile.ts';
import { useClientProviders } from '#web/features/client/api/get-client-providers.ts';
import { useSuggestedJobs } from '#web/features/client/api/get-suggested-jobs.ts';
import { useCanApply } from '#web/features/client/hooks/use-can-apply.ts';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { JobCard } from './job-card.tsx';
import { ProviderList } from './provider-card.tsx';
import './client.css';

/**
 * The client's dashboard (docs/product.md, docs/roles-and-permissions.md): the jobs applied to with
 * their status and timeline, suggested jobs, and the chosen reentry service provider with a way to
 * reach them. A client who is currently incarcerated reads first that they can apply once released.
 *
 * The three reads start together, but a section appears only once the sections above it have
 * their answer: content then only grows below what is on screen, and nothing already read moves
 * (layout shift, issue 17; the three answers arriving in any order pushed each other down).
 */
export function ClientDashboard({ clientId }: { clientId: string }) {
  const { t } = useTranslation();
  const canApply = useCanApply();
  const isAppliedIn = !useAppliedJobs(clientId).isPending;
  const isSuggestedIn = !useSuggestedJobs(clientId).isPending;
  useClientProviders(clientId);
  return (
    <div className="dashboard">
      {!canApply && (
        <div className="client-notice" role="note">
          <p className="client-notice__title">{t('client.dashboard.afterRelease.title')}</p>
          <p>{t('client.dashboard.afterRelease.body')}</p>
        </div>
      )}
      <AppliedJobsSection clientId={clientId} />
      {isAppliedIn && <SuggestedJobsSection clientId={clientId} />}
      {isAppliedIn && isSuggestedIn && <ProviderSection clientId={clientId} />}
    </div>
  );
}

function DashboardSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section className="dashboard__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {description && <p className="dashboard__description">{description}</p>}
      {children}
    </section>
  );
}

function AppliedJobsSection({ clientId }: { clientId: string }) {
  const { t } = useTranslation();
  const applied = useAppliedJobs(clientId);
  let content: ReactNode;
  if (applied.isPending) content = <Spinner />;
  else if (applied.isError)
    content = (
      <LoadError title={t('client.dashboard.loadError')} onRetry={() => void applied.refetch()} />
    );
  else {
    const jobs = applied.data.pages.flatMap((page) => page.items);
    const total = applied.data.pages[applied.data.pages.length - 1]?.total ?? jobs.length;
    content =
      jobs.length === 0 ? (
        <EmptyState
          headingLevel={3}
          title={t('client.dashboard.applications.emptyTitle')}
          description={t('client.dashboard.applications.emptyBody')}
          action={
            <ButtonLink to={paths.client.jobs} variant="secondary">
              {t('client.dashboard.applications.browse')}
            </ButtonLink>
          }
        />
      ) : (
        <>
          <p className="dashboard__count">
            {t('client.dashboard.applications.count', { count: total })}
          </p>
          <ul className="job-list" aria-label={t('client.dashboard.applications.title')}>
            {jobs.map((job) => (
              <li key={job.id}>
                <JobCard job={job} headingLevel={3} hasStatus />
              </li>
            ))}
          </ul>
          {applied.hasNextPage && (
            <Button
              variant="secondary"
              aria-busy={applied.isFetchingNextPage || undefined}
              onClick={() => {
                if (!applied.isFetchingNextPage) void applied.fetchNextPage();
              }}
            >
              {t('client.dashboard.applications.loadMore')}
            </Button>
          )}
        </>
      );
  }
  return (
    <DashboardSection title={t('client.dashboard.applications.title')}>{content}</DashboardSection>
  );
}

function SuggestedJobsSection({ clientId }: { clientId: string }) {
  const { t } = useTranslation();
  const suggested = useSuggestedJobs(clientId);
  let content: ReactNode;
  if (suggested.isPending) content = <Spinner />;
  else if (suggested.isError)
    content = (
      <LoadError title={t('client.dashboard.loadError')} onRetry={() => void suggested.refetch()} />
    );
  else if (suggested.data.length === 0) {
    content = (
      <EmptyState
        headingLevel={3}
        title={t('client.dashboard.suggested.emptyTitle')}
        description={t('client.dashboard.suggested.emptyBody')}
        action={
          <ButtonLink to={paths.client.jobs} variant="secondary">
            {t('client.dashboard.applications.browse')}
          </ButtonLink>
        }
      />
    );
  } else {
    content = (
      <ul className="job-list" aria-label={t('client.dashboard.suggested.title')}>
        {suggested.data.map((job) => (
          <li key={job.id}>
            <JobCard job={job} headingLevel={3} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <DashboardSection
      title={t('client.dashboard.suggested.title')}
      description={t('client.dashboard.suggested.description')}
    >
      {content}
    </DashboardSection>
  );
}

/**
 * docs/roles-and-permissions.md: a client with a reentry pipeline sees the service provider and a
 * contact link.
 */
function ProviderSection({ clientId }: { clientId: string }) {
  const { t } = useTranslation();
  const providers = useClientProviders(clientId);
  const profile = useClientProfile();
  const hasAskedForPipeline = profile.data?.reentryServiceProvider === PIPELINE_REQUEST_PROVIDER;

  if (providers.isPending) return null;
  if (providers.isError) {
    return (
      <DashboardSection title={t('client.dashboard.provider.title')}>
        <LoadError
          title={t('client.dashboard.loadError')}
          onRetry={() => void providers.refetch()}
        />
      </DashboardSection>
    );
  }
  if (providers.data.length === 0) {
    if (!hasAskedForPipeline) return null;
    return (
      <DashboardSection title={t('client.dashboard.provider.title')}>
        <div className="provider-card">
          <h3>{t('client.dashboard.provider.pendingTitle')}</h3>
          <p>{t('client.dashboard.provider.pendingBody')}</p>
        </div>
      </DashboardSection>
    );
  }
  return (
    <DashboardSection title={t('client.dashboard.provider.title')}>
      <ProviderList providers={providers.data} clientId={clientId} />
    </DashboardSection>
  );
}
