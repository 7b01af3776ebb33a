/**
 * Staff decide organization claims in the console (docs/rules.md#organization-claims): approving
 * gives the organization to the owner who asked, as the shell's `claim-provider` does
 * (`giveOrganizationToOwner`), declining keeps things as they are; either way the owner is e-mailed
 * in their language, and the audit row is written in the same transaction.
 */
import {
  AppError,
  appLanguageOf,
  type AdminKnownProvidersQuery,
  type AdminOrganizationClaim,
  type AdminOrganizationClaimsQuery,
  type KnownProvider,
  type KnownProviderListing,
} from '@fairchance/shared';
import { API_TEXT } from '../../messages/index.ts';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { encodeCursor } from '../../lib/paging.ts';
import { giveOrganizationToOwner } from '../admin/service.ts';
import { recordStaffAction } from '../audit-log/service.ts';
import { enqueueMail } from '../mail/outbox.ts';
import {
  decideClaim,
  findClaim,
  findClaimPage,
  findKnownProviderPage,
  lockClaim,
  lockRivalClaims,
} from './queries.ts';
import { toOrganizationClaim } from './service.ts';

export async function listClaims(ctx: AppContext, query: AdminOrganizationClaimsQuery) {
  const { rows, total } = await findClaimPage(ctx.db, {
    status: query.status,
    q: query.q || undefined,
    before: query.before,
    limit: query.limit,
  });
  const items: AdminOrganizationClaim[] = rows.map((row) => ({
    ...toOrganizationClaim(row),
    requester: row.requester,
    cursor: encodeCursor({ at: row.createdAt, id: row.id }),
  }));
  return { items, total };
}

export async function listKnownProviders(ctx: AppContext, query: AdminKnownProvidersQuery) {
  const { rows, total } = await findKnownProviderPage(ctx.db, {
    q: query.q || undefined,
    limit: query.limit,
    offset: query.offset,
  });
  const items: KnownProviderListing[] = rows.map((row) => ({
    id: row.id,
    providerKey: row.providerKey as KnownProvider,
    name: row.name,
    owner:
      row.ownerEmail !== null
        ? {
            firstName: row.ownerFirstName ?? '',
            lastName: row.ownerLastName ?? '',
            email: row.ownerEmail,
          }
        : null,
    pendingClaims: row.pendingClaims,
  }));
  return { items, total };
}

type LockedClaim = NonNullable<Awaited<ReturnType<typeof lockClaim>>>;

/** Records one decision on a claim, its audit row and the e-mail telling the person who asked. */
async function decide(
  tx: Database,
  decision: {
    claim: LockedClaim;
    approved: boolean;
    reason: string;
    staffUserId: string;
    at: Date;
  },
  url: string,
  details: Record<string, string> = {},
) {
  const { claim, approved, reason, staffUserId, at } = decision;
  await decideClaim(tx, claim.id, {
    status: approved ? 'approved' : 'declined',
    reason,
    staffUserId,
    at,
  });
  await recordStaffAction(tx, {
    staffUserId,
    action: approved ? 'claim.approve' : 'claim.decline',
    targetType: 'claim',
    targetId: claim.id,
    reason,
    details: {
      organizationId: claim.rspId,
      organizationName: claim.organizationName,
      requesterUserId: claim.userId,
      ...details,
    },
  });
  const to = { to: claim.requester.email, language: claim.requester.language };
  const data = { firstName: claim.requester.firstName, organizationName: claim.organizationName };
  await (approved
    ? enqueueMail(tx, { template: 'organizationClaimApproved', ...to, data: { ...data, url } })
    : enqueueMail(tx, {
        template: 'organizationClaimDeclined',
        ...to,
        data: { ...data, reason, url },
      }));
}

export async function decideOrganizationClaim(
  ctx: AppContext,
  staffUserId: string,
  claimId: string,
  decision: 'approve' | 'decline',
  reason: string,
) {
  const url = `${ctx.settings.publicUrl}/rsp/create-profile/`;
  await ctx.db.transaction(async (tx) => {
    const claim = await lockClaim(tx, claimId);
    if (!claim) throw new AppError('ResourceNotFound', API_TEXT.organizationClaims.notFound);
    if (claim.status !== 'pending')
      throw new AppError('ResourceConflict', API_TEXT.organizationClaims.decided);
    if (decision === 'approve') {
      const outcome = await giveOrganizationToOwner(tx, claim.userId, claim.rspId);
      if (outcome === 'hasOwner')
        throw new AppError('ResourceConflict', API_TEXT.organizationClaims.hasOwner);
      if (outcome === 'hasOrganization')
        throw new AppError(
          'ResourceConflict',
          API_TEXT.organizationClaims.requesterHasOrganization,
        );
    }
    const at = new Date();
    await decide(tx, { claim, approved: decision === 'approve', reason, staffUserId, at }, url);
    if (decision === 'approve') {
      // The organization has its owner now: the others who asked for it are told at once, rather
      // than waiting on a claim that can no longer be approved.
      for (const rival of await lockRivalClaims(tx, claim.rspId, claimId)) {
        const rivalReason = API_TEXT.organizationClaims.otherClaimApproved.in(
          appLanguageOf(rival.requester.language),
        );
        await decide(
          tx,
          { claim: rival, approved: false, reason: rivalReason, staffUserId, at },
          url,
          { approvedClaimId: claimId },
        );
      }
    }
  });
  return toOrganizationClaim((await findClaim(ctx.db, claimId))!);
}
