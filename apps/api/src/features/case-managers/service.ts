/**
 * Case managers (docs/rules.md#case-managers): the organization's members and each member's own
 * profile. The list holds members only (not the owner), each with its case load.
 */
import {
  AppError,
  CALL_TEXT,
  type CaseManager,
  type CaseManagerList,
  type CaseManagersQuery,
  type CreateMemberProfileRequest,
  type UpdateCaseManagerRequest,
} from '@fairchance/shared';
import { API_TEXT } from '../../messages/index.ts';
import type { AppContext } from '../../context.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { encodeCursor } from '../../lib/paging.ts';
import { assertOwnAvatar, membershipIn, ownerOf } from '../organizations/access.ts';
import { findUserAvatar } from '../organizations/queries.ts';
import { releaseMedia } from '../uploads/release-media.ts';
import {
  assertEmailFree,
  isNewMailbox,
  startEmailChange,
  takeEmailChangeSlot,
} from '../users/email-change.ts';
import { findUserById, pendingEmailOf } from '../users/queries.ts';
import {
  deleteUser,
  fillMemberProfile,
  findMember,
  type MemberRow,
  selectMemberPage,
  updateMemberPosition,
  updateMemberUser,
} from './queries.ts';
import { forgetOrganizationFigures } from '../organizations/kept-figures.ts';

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

const caseManagerNotFound = () => new AppError('ResourceNotFound', API_TEXT.caseManagers.notFound);

export async function listCaseManagers(
  ctx: AppContext,
  userId: string,
  rspId: string,
  query: CaseManagersQuery,
): Promise<CaseManagerList> {
  await ownerOf(ctx.db, userId, rspId);
  const { rows, total } = await selectMemberPage(ctx.db, rspId, query);
  return { data: rows.map((r) => toCaseManager(r, true)), total };
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
    throw new AppError('Forbidden', API_TEXT.caseManagers.ownProfileOnly);
  }
  await membershipIn(ctx.db, userId, params.rspId);
  await assertOwnAvatar(ctx.db, userId, input.avatar);
  const previous = await findUserAvatar(ctx.db, userId);
  await fillMemberProfile(ctx.db, userId, input);
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
    throw new AppError('InvalidRequest', API_TEXT.caseManagers.ownEmailInSettings, [
      { path: 'email', message: API_TEXT.caseManagers.ownEmailInSettings },
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
      if (Object.keys(userChanges).length) await updateMemberUser(tx, memberId, userChanges);
      if (input.position !== undefined) await updateMemberPosition(tx, memberId, input.position);
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
    if (isUniqueViolation(error))
      throw new AppError('ResourceConflict', CALL_TEXT.signUpEmailInUse);
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
  if (memberId === userId) throw new AppError('InvalidRequest', API_TEXT.caseManagers.ownerStays);
  const member = await findMember(ctx.db, rspId, memberId);
  if (!member || member.role !== 'member') throw caseManagerNotFound();
  await deleteUser(ctx.db, memberId);
  forgetOrganizationFigures(ctx, rspId);
  // Their photo goes with the account.
  await releaseMedia(ctx, [member.avatar]);
}
