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
  if (account.rspId) throw new AppError('ResourceConflict', 'Your organization already exists.');
  await assertOwnAvatar(ctx.db, userId, input.owner.avatar);
  await assertOwnAvatar(ctx.db, userId, input.avatar);

  const { owner, ...organization } = input;
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(rsps)
        .values({
          ...organization,
          email: organization.email ?? null,
          phone: organization.phone ?? null,
          phoneRspContact: organization.phoneRspContact ?? null,
          emailRspContact: organization.emailRspContact ?? null,
          avatar: organization.avatar ?? null,
        })
        .returning();
      const [claimed] = await tx
        .update(rspAccounts)
        .set({ rspId: created!.id, position: owner.position, isProfileFilled: true })
        .where(and(eq(rspAccounts.userId, userId), isNull(rspAccounts.rspId)))
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
    return toOrganization(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
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
  try {
    const [row] = Object.keys(changes).length
      ? await ctx.db.update(rsps).set(changes).where(eq(rsps.id, rspId)).returning()
      : await ctx.db.select().from(rsps).where(eq(rsps.id, rspId));
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
