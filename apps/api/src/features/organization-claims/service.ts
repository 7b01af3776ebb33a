/**
 * Organization claims (docs/rules.md#organization-claims, decision 038): a service provider owner
 * whose organization is not set up yet asks to manage a known provider's organization, saying who
 * they are; staff approve or decline it in the console (./staff.ts).
 */
import {
  AppError,
  type KnownProvider,
  type OrganizationClaim,
  type OrganizationClaimStatus,
} from '@fairchance/shared';
import { API_TEXT } from '../../messages/index.ts';
import type { AppContext } from '../../context.ts';
import { iso, isoOrNull } from '../../lib/dates.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import {
  findClaim,
  findClaimsOf,
  findKnownProvider,
  findOwnerAccount,
  insertClaim,
  type ClaimRow,
} from './queries.ts';

export function toOrganizationClaim(row: ClaimRow): OrganizationClaim {
  return {
    id: row.id,
    providerKey: row.providerKey as KnownProvider,
    organizationName: row.organizationName,
    message: row.message,
    status: row.status as OrganizationClaimStatus,
    decisionReason: row.decisionReason,
    decidedAt: isoOrNull(row.decidedAt),
    createdAt: iso(row.createdAt),
  };
}

export async function requestOrganizationClaim(
  ctx: AppContext,
  userId: string,
  input: { providerKey: KnownProvider; message: string },
): Promise<OrganizationClaim> {
  const account = await findOwnerAccount(ctx.db, userId);
  if (!account || account.role !== 'owner' || account.rspId)
    throw new AppError('Forbidden', API_TEXT.organizationClaims.ownerWithoutOrganization);
  const provider = await findKnownProvider(ctx.db, input.providerKey);
  if (!provider) throw new AppError('ResourceNotFound', API_TEXT.organizations.notFound);
  if (provider.hasOwner)
    throw new AppError('ResourceConflict', API_TEXT.organizationClaims.hasOwner);
  try {
    const id = await insertClaim(ctx.db, { rspId: provider.id, userId, message: input.message });
    return toOrganizationClaim((await findClaim(ctx.db, id))!);
  } catch (error) {
    // One pending claim per owner (the partial unique index).
    if (isUniqueViolation(error))
      throw new AppError('ResourceConflict', API_TEXT.organizationClaims.alreadyPending);
    throw error;
  }
}

export async function listOwnClaims(ctx: AppContext, userId: string): Promise<OrganizationClaim[]> {
  return (await findClaimsOf(ctx.db, userId)).map(toOrganizationClaim);
}
