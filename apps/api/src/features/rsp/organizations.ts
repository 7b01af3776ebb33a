/** The organization (SPEC §3, §5): created by its owner at the end of onboarding, then edited. */
import { and, asc, eq, ilike, isNull, sql } from 'drizzle-orm';
import {
  AppError,
  CALL_MESSAGES,
  type CreateOrganizationRequest,
  ORGANIZATION_DIRECTORY_LIMIT,
  type Organization,
  type OrganizationDirectory,
  type OrganizationDirectoryQuery,
  type UpdateOrganizationRequest,
} from '@fairchance/shared';
import type { AppContext } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { media, rspAccounts, rsps, users } from '../../db/schema.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { containsPattern } from '../../lib/like.ts';
import { releaseMedia } from '../uploads/release-media.ts';
import { membershipIn, ownerOf } from './access.ts';
import { toOrganization, toOrganizationListing } from './mappers.ts';

const nameTaken = () =>
  new AppError('ResourceConflict', CALL_MESSAGES.organizationNameConflict, [
    { path: 'name', message: CALL_MESSAGES.organizationNameConflict },
  ]);

export async function assertOwnAvatar(
  db: Database,
  userId: string,
  key: string | null | undefined,
): Promise<void> {
  if (!key) return;
  const [row] = await db
    .select({ key: media.key })
    .from(media)
    .where(and(eq(media.key, key), eq(media.ownerUserId, userId)));
  if (!row) {
    throw new AppError('InvalidRequest', 'Upload the image first.', [
      { path: 'avatar', message: 'Upload the image first.' },
    ]);
  }
}

export async function createOrganization(
  ctx: AppContext,
  userId: string,
  input: CreateOrganizationRequest,
): Promise<Organization> {
  const [account] = await ctx.db.select().from(rspAccounts).where(eq(rspAccounts.userId, userId));
  if (!account || account.role !== 'owner') {
    throw new AppError('Forbidden', 'Only a new organization owner can create an organization.');
  }
  // An owner who claimed a known provider (`npm run admin -- claim-provider`) has an organization
  // but no profile yet: onboarding fills in that organization instead of creating one.
  if (account.isProfileFilled) {
    throw new AppError('ResourceConflict', 'Your organization already exists.');
  }
  await assertOwnAvatar(ctx.db, userId, input.owner.avatar);
  await assertOwnAvatar(ctx.db, userId, input.avatar);
  // A claimed provider's organization may already have an image, and the owner an avatar.
  const [previous] = await ctx.db
    .select({ avatar: users.avatar })
    .from(users)
    .where(eq(users.id, userId));
  const [previousOrganization] = account.rspId
    ? await ctx.db.select({ avatar: rsps.avatar }).from(rsps).where(eq(rsps.id, account.rspId))
    : [];

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
      const [created] = account.rspId
        ? await tx.update(rsps).set(values).where(eq(rsps.id, account.rspId)).returning()
        : await tx.insert(rsps).values(values).returning();
      const [claimed] = await tx
        .update(rspAccounts)
        .set({ rspId: created!.id, position: owner.position, isProfileFilled: true })
        .where(
          and(
            eq(rspAccounts.userId, userId),
            eq(rspAccounts.isProfileFilled, false),
            account.rspId ? eq(rspAccounts.rspId, account.rspId) : isNull(rspAccounts.rspId),
          ),
        )
        .returning();
      if (!claimed) throw new AppError('ResourceConflict', 'Your organization already exists.');
      await tx
        .update(users)
        .set({
          phone: owner.phone,
          ...(owner.avatar !== undefined ? { avatar: owner.avatar } : {}),
        })
        .where(eq(users.id, userId));
      return created!;
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
  const [listed] = await db
    .select({ providerKey: rsps.providerKey, ownerId: rspAccounts.userId })
    .from(rsps)
    .leftJoin(rspAccounts, and(eq(rspAccounts.rspId, rsps.id), eq(rspAccounts.role, 'owner')))
    .where(eq(sql`lower(${rsps.name})`, name.trim().toLowerCase()));
  if (!listed?.providerKey || listed.ownerId) return nameTaken();
  return new AppError('ResourceConflict', CALL_MESSAGES.organizationNameConflict, [
    { path: 'name', message: CALL_MESSAGES.organizationClaimable },
  ]);
}

export async function getOrganization(
  ctx: AppContext,
  userId: string,
  rspId: string,
): Promise<Organization> {
  await membershipIn(ctx.db, userId, rspId);
  const [row] = await ctx.db.select().from(rsps).where(eq(rsps.id, rspId));
  if (!row) throw new AppError('ResourceNotFound', 'Organization not found.');
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
  const [previous] =
    input.avatar !== undefined
      ? await ctx.db.select({ avatar: rsps.avatar }).from(rsps).where(eq(rsps.id, rspId))
      : [];
  try {
    const [row] = Object.keys(changes).length
      ? await ctx.db.update(rsps).set(changes).where(eq(rsps.id, rspId)).returning()
      : await ctx.db.select().from(rsps).where(eq(rsps.id, rspId));
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
  const q = query.q?.trim();
  const rows = await ctx.db
    .select()
    .from(rsps)
    .where(and(isNull(rsps.providerKey), q ? ilike(rsps.name, containsPattern(q)) : undefined))
    .orderBy(asc(sql`lower(${rsps.name})`), asc(rsps.id))
    .limit(ORGANIZATION_DIRECTORY_LIMIT);
  return { data: rows.map(toOrganizationListing) };
}
