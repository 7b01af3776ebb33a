/**
 * Case managers (SPEC §2, §7; DESIGN §4): the organization's members, their invitations, and each
 * member's own profile. The list holds members only (not the owner), each with its case load.
 */
import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  AppError,
  type CaseManager,
  type CaseManagerList,
  type CaseManagersQuery,
  type CreateMemberProfileRequest,
  type Invitation,
  type InviteCaseManagerRequest,
  type UpdateCaseManagerRequest,
} from '@fairchance/shared';
import type { AppContext } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { invitations, rspAccounts, rspClients, rsps, users } from '../../db/schema.ts';
import { iso } from '../../lib/dates.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { beforeCursor, encodeCursor } from '../../lib/paging.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { releaseMedia } from '../uploads/release-media.ts';
import {
  assertEmailFree,
  isNewMailbox,
  pendingEmailOf,
  startEmailChange,
  takeEmailChangeSlot,
} from '../users/email-change.ts';
import { findUserByEmail, findUserById } from '../users/queries.ts';
import { membershipIn, ownerOf } from './access.ts';
import { assertOwnAvatar } from './organizations.ts';

const caseLoad = sql<number>`(select count(*)::int from ${rspClients} rc where rc.case_manager_user_id = ${users.id} and rc.rsp_id = ${rspAccounts.rspId} and rc.withdrawn_at is null)`;

const memberColumns = {
  userId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phone: users.phone,
  avatar: users.avatar,
  rspId: rspAccounts.rspId,
  role: rspAccounts.role,
  position: rspAccounts.position,
  createdAt: rspAccounts.createdAt,
  caseLoad,
};

type MemberRow = {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  avatar: string | null;
  rspId: string | null;
  role: string;
  position: string | null;
  createdAt: Date;
  caseLoad: number;
};

function toCaseManager(
  row: MemberRow,
  withCursor = false,
  pendingEmail?: string | null,
): CaseManager {
  return {
    id: row.userId,
    userId: row.userId,
    rspId: row.rspId!,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    ...(pendingEmail !== undefined ? { pendingEmail } : {}),
    phone: row.phone,
    caseLoad: Number(row.caseLoad ?? 0),
    avatar: row.avatar,
    position: row.position as CaseManager['position'],
    role: row.role as CaseManager['role'],
    ...(withCursor ? { cursor: encodeCursor({ at: row.createdAt, id: row.userId }) } : {}),
  };
}

async function findMember(
  db: Database,
  rspId: string,
  userId: string,
): Promise<MemberRow | undefined> {
  const [row] = await db
    .select(memberColumns)
    .from(rspAccounts)
    .innerJoin(users, eq(users.id, rspAccounts.userId))
    .where(and(eq(rspAccounts.rspId, rspId), eq(rspAccounts.userId, userId)));
  return row;
}

const OWN_EMAIL_IN_SETTINGS = 'Change your own e-mail in your account settings.';

const caseManagerNotFound = () => new AppError('ResourceNotFound', 'Case manager not found.');

export async function listCaseManagers(
  ctx: AppContext,
  userId: string,
  rspId: string,
  query: CaseManagersQuery,
): Promise<CaseManagerList> {
  await ownerOf(ctx.db, userId, rspId);
  const where = and(eq(rspAccounts.rspId, rspId), eq(rspAccounts.role, 'member'));
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select(memberColumns)
      .from(rspAccounts)
      .innerJoin(users, eq(users.id, rspAccounts.userId))
      .where(and(where, beforeCursor(query.before, rspAccounts.createdAt, rspAccounts.userId)))
      .orderBy(desc(rspAccounts.createdAt), desc(rspAccounts.userId))
      .limit(query.limit),
    ctx.db.select({ n: count() }).from(rspAccounts).where(where),
  ]);
  return { data: rows.map((r) => toCaseManager(r, true)), total: Number(total?.n ?? 0) };
}

/** The owner reads any member; a member reads their own account. */
export async function getAccount(
  ctx: AppContext,
  userId: string,
  rspId: string,
  memberId: string,
): Promise<CaseManager> {
  const me = await membershipIn(ctx.db, userId, rspId);
  if (me.role !== 'owner' && memberId !== userId) throw caseManagerNotFound();
  const row = await findMember(ctx.db, rspId, memberId);
  if (!row) throw caseManagerNotFound();
  return toCaseManager(row, false, await pendingEmailOf(ctx.db, memberId));
}

/** A member's onboarding (PUT): their phone and avatar; the profile is then filled. */
export async function createMemberProfile(
  ctx: AppContext,
  userId: string,
  params: { rspId: string; userId: string },
  input: CreateMemberProfileRequest,
): Promise<CaseManager> {
  if (params.userId !== userId || input.userId !== userId || input.rspId !== params.rspId) {
    throw new AppError('Forbidden', 'You can only fill in your own profile.');
  }
  await membershipIn(ctx.db, userId, params.rspId);
  await assertOwnAvatar(ctx.db, userId, input.avatar);
  const [previous] = await ctx.db
    .select({ avatar: users.avatar })
    .from(users)
    .where(eq(users.id, userId));
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ phone: input.phone, ...(input.avatar !== undefined ? { avatar: input.avatar } : {}) })
      .where(eq(users.id, userId));
    await tx
      .update(rspAccounts)
      .set({
        isProfileFilled: true,
        position: sql`coalesce(${rspAccounts.position}, 'caseManager')`,
      })
      .where(eq(rspAccounts.userId, userId));
  });
  if (input.avatar !== undefined) await releaseMedia(ctx, [previous?.avatar]);
  return getAccount(ctx, userId, params.rspId, userId);
}

/**
 * The owner edits a member. A new sign-in e-mail is not set here: like the member's own change,
 * it waits for the link mailed to the new address, and the member is told at the old one (the
 * owner does not know the member's password, so none is asked for).
 */
export async function updateAccount(
  ctx: AppContext,
  userId: string,
  rspId: string,
  memberId: string,
  input: UpdateCaseManagerRequest,
): Promise<CaseManager> {
  const owner = await ownerOf(ctx.db, userId, rspId);
  const member = await findMember(ctx.db, rspId, memberId);
  if (!member) throw caseManagerNotFound();
  const newEmail = input.email && isNewMailbox(member.email, input.email) ? input.email : undefined;
  if (newEmail && memberId === userId) {
    // The owner's own sign-in e-mail changes with their password, in their account settings.
    throw new AppError('InvalidRequest', OWN_EMAIL_IN_SETTINGS, [
      { path: 'email', message: OWN_EMAIL_IN_SETTINGS },
    ]);
  }
  if (newEmail) {
    await takeEmailChangeSlot(ctx, userId);
    await assertEmailFree(ctx.db, newEmail, memberId);
  }
  const userChanges = Object.fromEntries(
    Object.entries({
      firstName: input.firstName,
      lastName: input.lastName,
      // Only a change of letter case applies at once: the same mailbox.
      email: newEmail ? undefined : input.email,
      phone: input.phone,
    }).filter(([, v]) => v !== undefined),
  );
  try {
    await ctx.db.transaction(async (tx) => {
      if (Object.keys(userChanges).length)
        await tx.update(users).set(userChanges).where(eq(users.id, memberId));
      if (input.position !== undefined) {
        await tx
          .update(rspAccounts)
          .set({ position: input.position })
          .where(eq(rspAccounts.userId, memberId));
      }
      if (newEmail) {
        const [memberUser, ownerUser] = await Promise.all([
          findUserById(tx, memberId),
          findUserById(tx, owner.userId),
        ]);
        await startEmailChange(tx, ctx, {
          user: memberUser!,
          newEmail,
          sessionId: null,
          requestedBy: {
            userId: owner.userId,
            name: ownerUser ? `${ownerUser.firstName} ${ownerUser.lastName}` : '',
          },
        });
      }
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('ResourceConflict', 'Email already in use');
    throw error;
  }
  return toCaseManager(
    (await findMember(ctx.db, rspId, memberId))!,
    false,
    await pendingEmailOf(ctx.db, memberId),
  );
}

/**
 * Removes a case manager: their account ends, and their clients stay with the organization,
 * unassigned (the foreign key sets the assignment to null).
 */
export async function deleteAccount(
  ctx: AppContext,
  userId: string,
  rspId: string,
  memberId: string,
): Promise<void> {
  await ownerOf(ctx.db, userId, rspId);
  if (memberId === userId)
    throw new AppError('InvalidRequest', 'The owner cannot remove themselves.');
  const member = await findMember(ctx.db, rspId, memberId);
  if (!member || member.role !== 'member') throw caseManagerNotFound();
  await ctx.db.delete(users).where(eq(users.id, memberId));
  // Their photo goes with the account.
  await releaseMedia(ctx, [member.avatar]);
}

// ---- invitations ---------------------------------------------------------------------------------

function toInvitation(row: typeof invitations.$inferSelect): Invitation {
  return {
    id: row.id,
    rspId: row.rspId,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    createdAt: iso(row.createdAt),
  };
}

const alreadyInvited = () =>
  new AppError('ResourceConflict', 'This e-mail already has an account or a pending invitation.', [
    { path: 'email', message: 'This e-mail already has an account or a pending invitation.' },
  ]);

export async function inviteCaseManager(
  ctx: AppContext,
  userId: string,
  rspId: string,
  input: InviteCaseManagerRequest,
): Promise<Invitation> {
  if (input.rspId !== rspId)
    throw new AppError('InvalidRequest', 'The organization does not match.');
  await ownerOf(ctx.db, userId, rspId);
  if (await findUserByEmail(ctx.db, input.email)) throw alreadyInvited();
  const [organization] = await ctx.db
    .select({ name: rsps.name })
    .from(rsps)
    .where(eq(rsps.id, rspId));
  try {
    return await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(invitations)
        .values({
          rspId,
          invitedByUserId: userId,
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
          phone: input.phone,
        })
        .returning();
      const link = new URL('/signup/rsp/', ctx.settings.publicUrl);
      for (const [key, value] of Object.entries({
        firstName: row!.firstName,
        lastName: row!.lastName,
        email: row!.email,
        phone: row!.phone,
        invitationId: row!.id,
      })) {
        link.searchParams.set(key, value);
      }
      await enqueueMail(tx, {
        template: 'caseManagerInvited',
        to: row!.email,
        language: 'en',
        data: {
          firstName: row!.firstName,
          organizationName: organization?.name ?? '',
          url: link.toString(),
        },
      });
      return toInvitation(row!);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyInvited();
    throw error;
  }
}

export async function listInvitations(
  ctx: AppContext,
  userId: string,
  rspId: string,
): Promise<Invitation[]> {
  await ownerOf(ctx.db, userId, rspId);
  const rows = await ctx.db
    .select()
    .from(invitations)
    .where(
      and(
        eq(invitations.rspId, rspId),
        isNull(invitations.acceptedAt),
        isNull(invitations.withdrawnAt),
      ),
    )
    .orderBy(asc(invitations.createdAt));
  return rows.map(toInvitation);
}

export async function withdrawInvitation(
  ctx: AppContext,
  userId: string,
  rspId: string,
  id: string,
): Promise<void> {
  await ownerOf(ctx.db, userId, rspId);
  const [row] = await ctx.db
    .update(invitations)
    .set({ withdrawnAt: new Date() })
    .where(
      and(
        eq(invitations.id, id),
        eq(invitations.rspId, rspId),
        isNull(invitations.acceptedAt),
        isNull(invitations.withdrawnAt),
      ),
    )
    .returning({ id: invitations.id });
  if (!row) throw new AppError('ResourceNotFound', 'Invitation not found');
}
