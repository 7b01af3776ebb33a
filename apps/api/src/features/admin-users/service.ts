/**
 * The console's Users page (docs/rules.md#staff-console): find accounts, disable and enable them,
 * send a staff invitation or an e-mail change's confirmation link again. Each action writes its
 * audit row in its own transaction (decision 036).
 */
import {
  AppError,
  type AdminUser,
  type AdminUsersQuery,
  type StaffAction,
  type UserType,
} from '@fairchance/shared';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { API_TEXT } from '../../messages/index.ts';
import { recordStaffAction, type StaffActionInput as Action } from '../audit-log/service.ts';
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

/**
 * A staff action on an account, in one transaction: `change` checks and changes it (answering the
 * audit row's further details, if any), then the audit row; answers the account as it now is.
 */
async function actOnUser(
  ctx: AppContext,
  action: Action,
  name: StaffAction,
  change: (tx: Database) => Promise<Record<string, unknown> | void>,
): Promise<AdminUser> {
  await ctx.db.transaction(async (tx) => {
    const details = await change(tx);
    await recordStaffAction(tx, {
      staffUserId: action.staffUserId,
      action: name,
      targetType: 'user',
      targetId: action.id,
      reason: action.reason,
      ...(details ? { details } : {}),
    });
  });
  return answer(ctx, action.id);
}

async function existingUser(tx: Database, userId: string) {
  const user = await findUserById(tx, userId);
  if (!user) throw new AppError('ResourceNotFound', API_TEXT.staff.userNotFound);
  return user;
}

/**
 * The account cannot sign in, and every one of its sign-ins ends in the same transaction: its
 * access tokens fail the liveness check on their next request.
 */
export async function disableAccount(ctx: AppContext, action: Action): Promise<AdminUser> {
  if (action.id === action.staffUserId) {
    throw new AppError('InvalidRequest', API_TEXT.staff.selfDisable);
  }
  return actOnUser(ctx, action, 'user.disable', async (tx) => {
    await existingUser(tx, action.id);
    if (!(await disableUser(tx, action.id))) {
      throw new AppError('ResourceConflict', API_TEXT.staff.alreadyDisabled);
    }
    await revokeSessions(tx, action.id);
  });
}

export async function enableAccount(ctx: AppContext, action: Action): Promise<AdminUser> {
  return actOnUser(ctx, action, 'user.enable', async (tx) => {
    await existingUser(tx, action.id);
    if (!(await enableUser(tx, action.id))) {
      throw new AppError('ResourceConflict', API_TEXT.staff.alreadyEnabled);
    }
  });
}

/** A staff account whose password is not chosen yet: a new link (the old one dies). */
export async function resendInvitation(ctx: AppContext, action: Action): Promise<AdminUser> {
  return actOnUser(ctx, action, 'user.resend-invitation', async (tx) => {
    const user = await existingUser(tx, action.id);
    if (!user.invitedAt) throw new AppError('ResourceConflict', API_TEXT.staff.noInvitation);
    await sendStaffInvitation(tx, ctx.settings.publicUrl, user);
  });
}

/** The e-mail change waiting for its link: a new link to the new address (the old one dies). */
export async function resendVerification(ctx: AppContext, action: Action): Promise<AdminUser> {
  return actOnUser(ctx, action, 'user.resend-verification', async (tx) => {
    const pending = await findPendingEmailChange(tx, action.id);
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
    return { newEmail: pending.row.newEmail };
  });
}
