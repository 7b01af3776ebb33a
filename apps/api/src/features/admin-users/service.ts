/**
 * The console's Users page (docs/rules.md#staff-console): find accounts, disable and enable them,
 * send a staff invitation or an e-mail change's confirmation link again. Each action writes its
 * audit row in its own transaction (decision 036).
 */
import { AppError, type AdminUser, type AdminUsersQuery, type UserType } from '@fairchance/shared';
import type { AppContext } from '../../context.ts';
import { API_TEXT } from '../../messages/index.ts';
import { recordStaffAction } from '../audit-log/service.ts';
import { sendStaffInvitation } from '../staff/service.ts';
import { startEmailChange } from '../users/email-change.ts';
import {
  findPendingEmailChange,
  findUserById,
  findUserName,
  revokeSessions,
} from '../users/queries.ts';
import {
  disableUser,
  enableUser,
  findAdminUser,
  findAdminUserPage,
  type AdminUserRow,
} from './queries.ts';

const toAdminUser = (row: AdminUserRow): AdminUser => ({
  id: row.id,
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  type: row.type as UserType,
  createdAt: row.createdAt.toISOString(),
  disabledAt: row.disabledAt?.toISOString() ?? null,
  isInvited: row.invitedAt !== null,
  pendingEmail: row.pendingEmail,
  cursor: row.cursor,
});

export async function listUsers(
  ctx: AppContext,
  query: AdminUsersQuery,
): Promise<{ items: AdminUser[]; total: number }> {
  const page = await findAdminUserPage(ctx.db, query);
  return { total: page.total, items: page.rows.map(toAdminUser) };
}

async function answer(ctx: AppContext, userId: string): Promise<AdminUser> {
  const row = await findAdminUser(ctx.db, userId);
  if (!row) throw new AppError('ResourceNotFound', API_TEXT.staff.userNotFound);
  return toAdminUser(row);
}

interface Action {
  staffUserId: string;
  userId: string;
  reason: string;
}

/**
 * The account cannot sign in, and every one of its sign-ins ends in the same transaction: its
 * access tokens fail the liveness check on their next request.
 */
export async function disableAccount(ctx: AppContext, action: Action): Promise<AdminUser> {
  if (action.userId === action.staffUserId) {
    throw new AppError('InvalidRequest', API_TEXT.staff.selfDisable);
  }
  await ctx.db.transaction(async (tx) => {
    if (!(await findUserById(tx, action.userId))) {
      throw new AppError('ResourceNotFound', API_TEXT.staff.userNotFound);
    }
    if (!(await disableUser(tx, action.userId))) {
      throw new AppError('ResourceConflict', API_TEXT.staff.alreadyDisabled);
    }
    await revokeSessions(tx, action.userId);
    await recordStaffAction(tx, {
      staffUserId: action.staffUserId,
      action: 'user.disable',
      targetType: 'user',
      targetId: action.userId,
      reason: action.reason,
    });
  });
  return answer(ctx, action.userId);
}

export async function enableAccount(ctx: AppContext, action: Action): Promise<AdminUser> {
  await ctx.db.transaction(async (tx) => {
    if (!(await findUserById(tx, action.userId))) {
      throw new AppError('ResourceNotFound', API_TEXT.staff.userNotFound);
    }
    if (!(await enableUser(tx, action.userId))) {
      throw new AppError('ResourceConflict', API_TEXT.staff.alreadyEnabled);
    }
    await recordStaffAction(tx, {
      staffUserId: action.staffUserId,
      action: 'user.enable',
      targetType: 'user',
      targetId: action.userId,
      reason: action.reason,
    });
  });
  return answer(ctx, action.userId);
}

/** A staff account whose password is not chosen yet: a new link (the old one dies). */
export async function resendInvitation(ctx: AppContext, action: Action): Promise<AdminUser> {
  await ctx.db.transaction(async (tx) => {
    const user = await findUserById(tx, action.userId);
    if (!user) throw new AppError('ResourceNotFound', API_TEXT.staff.userNotFound);
    if (!user.invitedAt) throw new AppError('ResourceConflict', API_TEXT.staff.noInvitation);
    await sendStaffInvitation(tx, ctx.settings.publicUrl, user);
    await recordStaffAction(tx, {
      staffUserId: action.staffUserId,
      action: 'user.resend-invitation',
      targetType: 'user',
      targetId: action.userId,
      reason: action.reason,
    });
  });
  return answer(ctx, action.userId);
}

/** The e-mail change waiting for its link: a new link to the new address (the old one dies). */
export async function resendVerification(ctx: AppContext, action: Action): Promise<AdminUser> {
  await ctx.db.transaction(async (tx) => {
    const pending = await findPendingEmailChange(tx, action.userId);
    if (!pending) throw new AppError('ResourceConflict', API_TEXT.staff.noPendingEmail);
    // The mail names whoever asked for the change, as the first one did.
    const askedBy = pending.row.requestedByUserId;
    const asker = askedBy ? await findUserName(tx, askedBy) : undefined;
    await startEmailChange(tx, ctx, {
      user: pending.user,
      newEmail: pending.row.newEmail,
      sessionId: pending.row.sessionId,
      requestedBy:
        askedBy && asker ? { userId: askedBy, name: `${asker.firstName} ${asker.lastName}` } : null,
    });
    await recordStaffAction(tx, {
      staffUserId: action.staffUserId,
      action: 'user.resend-verification',
      targetType: 'user',
      targetId: action.userId,
      reason: action.reason,
      details: { newEmail: pending.row.newEmail },
    });
  });
  return answer(ctx, action.userId);
}
