/**
 * The organization (docs/data-model.md#organization, docs/validation.md#organization): created by
 * its owner at the end of onboarding, then edited; and the directory of organizations a client can
 * choose.
 */
import {
  AppError,
  CALL_TEXT,
  type CreateOrganizationRequest,
  type Organization,
  type OrganizationDirectory,
  type OrganizationDirectoryQuery,
  type UpdateOrganizationRequest,
} from '@fairchance/shared';
import { API_TEXT } from '../../messages/index.ts';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { releaseMedia } from '../uploads/release-media.ts';
import { assertOwnAvatar, membershipIn, ownerOf } from './access.ts';
import { toOrganization, toOrganizationListing } from './mappers.ts';
import {
  fillOwnerAccount,
  findListedByName,
  findOrganization,
  findOrganizationAvatar,
  findRspAccount,
  findUserAvatar,
  saveOrganizationRow,
  selectDirectory,
  setUserPhoneAndAvatar,
  updateOrganizationRow,
} from './queries.ts';

const nameTaken = () =>
  new AppError('ResourceConflict', CALL_TEXT.organizationNameConflict, [
    { path: 'name', message: CALL_TEXT.organizationNameConflict },
  ]);

const alreadyExists = () => new AppError('ResourceConflict', API_TEXT.organizations.exists);

export async function createOrganization(
  ctx: AppContext,
  userId: string,
  input: CreateOrganizationRequest,
): Promise<Organization> {
  const account = await findRspAccount(ctx.db, userId);
  if (!account || account.role !== 'owner') {
    throw new AppError('Forbidden', API_TEXT.organizations.newOwnerOnly);
  }
  // An owner who claimed a known provider (`npm run admin -- claim-provider`) has an organization
  // but no profile yet: onboarding fills in that organization instead of creating one.
  if (account.isProfileFilled) throw alreadyExists();
  await assertOwnAvatar(ctx.db, userId, input.owner.avatar);
  await assertOwnAvatar(ctx.db, userId, input.avatar);
  // A claimed provider's organization may already have an image, and the owner an avatar.
  const previous = await findUserAvatar(ctx.db, userId);
  const previousOrganization = account.rspId
    ? await findOrganizationAvatar(ctx.db, account.rspId)
    : undefined;

  const { owner, ...organization } = input;
  try {
    const values = {
      ...organization,
      email: organization.email ?? null,
      phone: organization.phone ?? null,
      phoneRspContact: organization.phoneRspContact ?? null,
      emailRspContact: organization.emailRspContact ?? null,
      avatar: organization.avatar ?? null,
    };
    const row = await ctx.db.transaction(async (tx) => {
      const created = await saveOrganizationRow(tx, account.rspId, values);
      const claimed = await fillOwnerAccount(tx, {
        userId,
        claimedRspId: account.rspId,
        rspId: created.id,
        position: owner.position,
      });
      if (!claimed) throw alreadyExists();
      await setUserPhoneAndAvatar(tx, userId, owner.phone, owner.avatar);
      return created;
    });
    await releaseMedia(ctx, [
      owner.avatar !== undefined ? previous?.avatar : null,
      previousOrganization?.avatar,
    ]);
    return toOrganization(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw await nameTakenOnCreate(ctx.db, input.name);
    throw error;
  }
}

/**
 * The name is taken. When it is a known provider nobody has claimed yet, its real staff are told
 * how to claim it (an administrator checks who they are), instead of a dead end.
 */
async function nameTakenOnCreate(db: Database, name: string): Promise<AppError> {
  const listed = await findListedByName(db, name);
  if (!listed?.providerKey || listed.ownerId) return nameTaken();
  return new AppError('ResourceConflict', CALL_TEXT.organizationNameConflict, [
    { path: 'name', message: CALL_TEXT.organizationClaimable },
  ]);
}

export async function getOrganization(
  ctx: AppContext,
  userId: string,
  rspId: string,
): Promise<Organization> {
  await membershipIn(ctx.db, userId, rspId);
  const row = await findOrganization(ctx.db, rspId);
  if (!row) throw new AppError('ResourceNotFound', API_TEXT.organizations.notFound);
  return toOrganization(row);
}

export async function updateOrganization(
  ctx: AppContext,
  userId: string,
  rspId: string,
  input: UpdateOrganizationRequest,
): Promise<Organization> {
  await ownerOf(ctx.db, userId, rspId);
  await assertOwnAvatar(ctx.db, userId, input.avatar);
  const changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
  const previous =
    input.avatar !== undefined ? await findOrganizationAvatar(ctx.db, rspId) : undefined;
  try {
    const row = Object.keys(changes).length
      ? await updateOrganizationRow(ctx.db, rspId, changes)
      : await findOrganization(ctx.db, rspId);
    await releaseMedia(ctx, [previous?.avatar]);
    return toOrganization(row!);
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

/**
 * The organizations registered here that a client can choose (the known providers are chosen by
 * their key instead), whose name contains `q`, by name. Any signed-in person may search them.
 */
export async function listOrganizationDirectory(
  ctx: AppContext,
  query: OrganizationDirectoryQuery,
): Promise<OrganizationDirectory> {
  const rows = await selectDirectory(ctx.db, query.q?.trim());
  return { data: rows.map(toOrganizationListing) };
}
