import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatDay,
  intlLocaleOf,
  ORGANIZATION_CLAIM_STATUS_LABELS,
  ORGANIZATION_CLAIM_STATUSES,
  type AdminOrganizationClaim,
  type OrganizationClaimStatus,
} from '@fairchance/shared';
import { Button } from '#web/components/ui/button.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { localized, localizedOptions } from '#web/i18n/labels.ts';
import { useApproveOrganizationClaim } from '#web/features/admin/api/approve-organization-claim.ts';
import { useDeclineOrganizationClaim } from '#web/features/admin/api/decline-organization-claim.ts';
import { useAdminOrganizationClaims } from '#web/features/admin/api/get-admin-organization-claims.ts';
import { useKnownProviders } from '#web/features/admin/api/get-known-providers.ts';
import { ConsoleTable } from '#web/features/admin/components/console-table.tsx';
import { ListStates } from '#web/features/admin/components/list-states.tsx';
import { ReasonDialog } from '#web/features/admin/components/reason-dialog.tsx';
import { SearchForm } from '#web/features/admin/components/search-form.tsx';
import { useActionWithReason } from '#web/features/admin/components/use-action-with-reason.ts';
import '#web/features/admin/components/admin.css';

type Decision = { kind: 'approve' | 'decline'; claim: AdminOrganizationClaim };

const nameOf = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();

function ClaimCard({
  claim,
  onDecide,
}: {
  claim: AdminOrganizationClaim;
  onDecide: (decision: Decision) => void;
}) {
  const { t, i18n } = useTranslation();
  const locale = intlLocaleOf(i18n.language);
  const headingId = `claim-${claim.id}`;
  return (
    <li className="moderation-card">
      <article aria-labelledby={headingId}>
        <h3 id={headingId} className="moderation-card__title">
          {claim.organizationName}
        </h3>
        <p className="moderation-card__meta">
          {t('moderation.organizations.askedBy', {
            name: nameOf(claim.requester),
            email: claim.requester.email,
            date: formatDay(claim.createdAt, locale),
          })}
        </p>
        <h4 className="moderation-card__meta">{t('moderation.organizations.theySay')}</h4>
        <p className="moderation-quote">{claim.message}</p>
        {claim.status === 'pending' ? (
          <div className="admin-actions moderation-card__actions">
            <Button
              variant="primary"
              aria-describedby={headingId}
              onClick={() => onDecide({ kind: 'approve', claim })}
            >
              {t('moderation.organizations.approve')}
            </Button>
            <Button
              variant="secondary"
              aria-describedby={headingId}
              onClick={() => onDecide({ kind: 'decline', claim })}
            >
              {t('moderation.organizations.decline')}
            </Button>
          </div>
        ) : (
          <p>
            {t('moderation.organizations.decided', {
              status: localized(ORGANIZATION_CLAIM_STATUS_LABELS)[claim.status],
              date: claim.decidedAt ? formatDay(claim.decidedAt, locale) : '',
              reason: claim.decisionReason ?? '',
            })}
          </p>
        )}
      </article>
    </li>
  );
}

/** Claim requests in one status, searchable, with approve and decline for pending ones. */
function ClaimRequests() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<OrganizationClaimStatus>('pending');
  const [q, setQ] = useState('');
  const query = useAdminOrganizationClaims({ status, ...(q ? { q } : {}) });
  const approve = useApproveOrganizationClaim();
  const decline = useDeclineOrganizationClaim();
  const action = useActionWithReason<Decision>({
    perform: ({ kind, claim }, reason) =>
      (kind === 'approve' ? approve : decline).mutateAsync({ id: claim.id, reason }),
    done: ({ kind, claim }) =>
      t(
        kind === 'approve'
          ? 'moderation.organizations.approved'
          : 'moderation.organizations.declined',
        { name: nameOf(claim.requester), organization: claim.organizationName },
      ),
    messages: { ResourceConflict: t('moderation.organizations.conflict') },
  });
  const decision = action.pending;

  return (
    <section className="admin-section" aria-labelledby="claims-heading">
      <h2 id="claims-heading">{t('moderation.organizations.claimsHeading')}</h2>
      <div className="admin-toolbar">
        <SelectField
          label={t('moderation.organizations.status')}
          placeholder={false}
          value={status}
          options={localizedOptions(ORGANIZATION_CLAIM_STATUSES, ORGANIZATION_CLAIM_STATUS_LABELS)}
          onChange={(event) => setStatus(event.target.value as OrganizationClaimStatus)}
        />
        <SearchForm label={t('moderation.organizations.claimsSearchLabel')} onSearch={setQ} />
      </div>
      <ListStates
        query={query}
        headingLevel={3}
        emptyTitle={t('moderation.organizations.claimsEmptyTitle')}
        emptyBody={
          q
            ? t('moderation.organizations.claimsEmptySearch')
            : t('moderation.organizations.claimsEmptyBody')
        }
      >
        {(claims) => (
          <ul className="moderation-list" aria-label={t('moderation.organizations.claimsLabel')}>
            {claims.map((claim) => (
              <ClaimCard key={claim.id} claim={claim} onDecide={action.ask} />
            ))}
          </ul>
        )}
      </ListStates>
      {decision && (
        <ReasonDialog
          title={t(
            decision.kind === 'approve'
              ? 'moderation.organizations.approveTitle'
              : 'moderation.organizations.declineTitle',
            { organization: decision.claim.organizationName },
          )}
          description={t(
            decision.kind === 'approve'
              ? 'moderation.organizations.approveDescription'
              : 'moderation.organizations.declineDescription',
            {
              name: nameOf(decision.claim.requester),
              organization: decision.claim.organizationName,
            },
          )}
          confirmLabel={t(
            decision.kind === 'approve'
              ? 'moderation.organizations.approve'
              : 'moderation.organizations.decline',
          )}
          isDanger={decision.kind === 'decline'}
          onSubmit={action.submit}
          onClose={action.close}
        />
      )}
    </section>
  );
}

/** The known providers by name, searchable, with their owner and pending requests. */
function KnownProviders() {
  const { t } = useTranslation();
  const [q, setQ] = useState('');
  const query = useKnownProviders(q);
  return (
    <section className="admin-section" aria-labelledby="providers-heading">
      <h2 id="providers-heading">{t('moderation.organizations.providersHeading')}</h2>
      <div className="admin-toolbar">
        <SearchForm label={t('moderation.organizations.providersSearchLabel')} onSearch={setQ} />
      </div>
      <ListStates
        query={query}
        headingLevel={3}
        emptyTitle={t('moderation.organizations.providersEmptyTitle')}
        emptyBody={t('moderation.organizations.providersEmptyBody')}
      >
        {(providers) => (
          <ConsoleTable
            caption={t('moderation.organizations.providersCaption')}
            columns={[
              { label: t('moderation.organizations.columns.name') },
              { label: t('moderation.organizations.columns.owner') },
              { label: t('moderation.organizations.columns.pendingClaims'), isNumber: true },
            ]}
          >
            {providers.map((provider) => (
              <tr key={provider.id}>
                <th scope="row">{provider.name}</th>
                <td>
                  {provider.owner
                    ? `${nameOf(provider.owner)} (${provider.owner.email})`
                    : t('moderation.organizations.noOwner')}
                </td>
                <td className="admin-number">{provider.pendingClaims}</td>
              </tr>
            ))}
          </ConsoleTable>
        )}
      </ListStates>
    </section>
  );
}

/**
 * The console's Organizations (decision 038): owners' requests to manage a known provider, decided
 * with a reason, and the known providers with their owners.
 */
export function OrganizationsConsole() {
  return (
    <>
      <ClaimRequests />
      <KnownProviders />
    </>
  );
}
