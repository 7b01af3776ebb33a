/**
 * Changing the e-mail an account signs in with (issue 10): whoever holds the e-mail holds the
 * account (a reset link goes there), so a new address takes effect only when the link mailed to it
 * is opened. The old address is told when the change is asked for. Opening the link ends every
 * other sign-in and every outstanding reset link. A change of letter case alone is not a new
 * mailbox and stays immediate (addresses are compared lower-cased everywhere).
 */
import { AppError, CALL_TEXT, EMAIL_CHANGE_TOKEN_HOURS } from '@fairchance/shared';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { takeSlot } from '../../lib/rate-limit.ts';
import { hashToken, newOpaqueToken } from '../auth/tokens.ts';
import { enqueueMail } from '../mail/outbox.ts';
import {
  findPendingEmailChange,
  findUserByEmail,
  findUserName,
  insertEmailChange,
  lockEmailChangeByToken,
  lockUserContact,
  markEmailChangeUsed,
  revokeEmailChanges,
  revokeResetTokens,
  revokeSessions,
  updateUser,
  type UserRow,
} from './queries.ts';

const EMAIL_CHANGE_BUCKET = 'email-change:user';
/**
 * E-mail change attempts (asked, resent, refused as in use) per acting user per hour: whoever
 * holds a session cannot probe which addresses have accounts, nor guess the password here.
 */
export const EMAIL_CHANGES_PER_HOUR = 5;

export const emailInUse = () =>
  new AppError('ResourceConflict', CALL_TEXT.signUpEmailInUse, [
    { path: 'email', message: CALL_TEXT.signUpEmailInUse },
  ]);

/** True when `next` is another mailbox than `current`, not the same one with other letter case. */
export const isNewMailbox = (current: string, next: string) =>
  current.trim().toLowerCase() !== next.trim().toLowerCase();

/** Takes one of the acting user's e-mail change attempts; 429 once they are used up. */
export async function takeEmailChangeSlot(ctx: AppContext, actorUserId: string): Promise<void> {
  const allowed = await takeSlot(ctx.db, {
    bucket: EMAIL_CHANGE_BUCKET,
    key: actorUserId,
    limit: EMAIL_CHANGES_PER_HOUR,
    windowMs: 3_600_000,
  });
  if (!allowed) throw new AppError('RequestThrottled', CALL_TEXT.throttled);
}

export async function assertEmailFree(db: Database, email: string, userId: string): Promise<void> {
  const other = await findUserByEmail(db, email);
  if (other && other.id !== userId) throw emailInUse();
}

export interface StartEmailChange {
  user: Pick<UserRow, 'id' | 'email' | 'firstName' | 'language'>;
  newEmail: string;
  /** The sign-in that asked: it stays signed in on confirmation. Null when an owner asked. */
  sessionId: string | null;
  /** The organization owner who asked for a member's change. */
  requestedBy: { userId: string; name: string } | null;
}

/**
 * Records a change waiting for its link (replacing any earlier one), mails the link to the new
 * address and tells the old one. Call it inside the transaction of the request.
 */
export async function startEmailChange(
  tx: Database,
  ctx: AppContext,
  change: StartEmailChange,
): Promise<void> {
  const { user, newEmail } = change;
  await revokeEmailChanges(tx, user.id);
  const token = newOpaqueToken();
  await insertEmailChange(tx, {
    userId: user.id,
    newEmail,
    tokenHash: hashToken(token),
    sessionId: change.sessionId,
    requestedByUserId: change.requestedBy?.userId ?? null,
    expiresAt: new Date(Date.now() + EMAIL_CHANGE_TOKEN_HOURS * 3_600_000),
  });
  const link = new URL('/confirm-email/', ctx.settings.publicUrl);
  link.searchParams.set('token', token);
  const byName = change.requestedBy?.name ?? null;
  await enqueueMail(tx, {
    template: 'emailChangeConfirm',
    to: newEmail,
    language: user.language,
    data: { firstName: user.firstName, byName, hours: EMAIL_CHANGE_TOKEN_HOURS, url: link.href },
  });
  await enqueueMail(tx, {
    template: 'emailChangeRequested',
    to: user.email,
    language: user.language,
    data: {
      firstName: user.firstName,
      newEmail,
      byName,
      hours: EMAIL_CHANGE_TOKEN_HOURS,
      url: `${ctx.settings.publicUrl}/forgot-password/`,
    },
  });
}

/** Mails a new link for the change waiting (the earlier link stops working). */
export async function resendEmailChange(
  ctx: AppContext,
  userId: string,
  sessionId: string,
): Promise<void> {
  const pending = await findPendingEmailChange(ctx.db, userId);
  if (!pending) throw new AppError('ResourceNotFound', CALL_TEXT.noPendingEmailChange);
  await takeEmailChangeSlot(ctx, userId);
  await assertEmailFree(ctx.db, pending.row.newEmail, userId);
  const requester = pending.row.requestedByUserId
    ? await findUserName(ctx.db, pending.row.requestedByUserId)
    : undefined;
  await ctx.db.transaction((tx) =>
    startEmailChange(tx, ctx, {
      user: pending.user,
      newEmail: pending.row.newEmail,
      sessionId: pending.row.sessionId ?? sessionId,
      requestedBy:
        pending.row.requestedByUserId && requester
          ? {
              userId: pending.row.requestedByUserId,
              name: `${requester.firstName} ${requester.lastName}`,
            }
          : null,
    }),
  );
}

export async function cancelEmailChange(ctx: AppContext, userId: string): Promise<void> {
  await revokeEmailChanges(ctx.db, userId);
}

/**
 * Opens a confirmation link: the account signs in with the new address from now on. Every other
 * sign-in ends (the one that asked is kept), every reset link dies, and the old address is told.
 */
export async function confirmEmailChange(ctx: AppContext, token: string): Promise<string> {
  try {
    return await ctx.db.transaction(async (tx) => {
      const row = await lockEmailChangeByToken(tx, hashToken(token));
      if (!row) throw new AppError('InvalidRequest', CALL_TEXT.emailChangeLinkInvalid);
      if (row.usedAt || row.revokedAt)
        throw new AppError('InvalidRequest', CALL_TEXT.emailChangeLinkUsed);
      if (row.expiresAt.getTime() <= Date.now())
        throw new AppError('InvalidRequest', CALL_TEXT.emailChangeLinkExpired);
      // Someone may have signed up with the address since the change was asked for.
      await assertEmailFree(tx, row.newEmail, row.userId);

      const now = new Date();
      const before = await lockUserContact(tx, row.userId);
      if (!before) throw new AppError('InvalidRequest', CALL_TEXT.emailChangeLinkInvalid);
      await updateUser(tx, row.userId, { email: row.newEmail });
      await markEmailChangeUsed(tx, row.id, now);
      await revokeEmailChanges(tx, row.userId);
      // Every other sign-in ends; the one that asked (when a person asked) stays.
      await revokeSessions(tx, row.userId, row.sessionId ?? undefined);
      await revokeResetTokens(tx, row.userId);
      await enqueueMail(tx, {
        template: 'emailChanged',
        to: before.email,
        language: before.language,
        data: {
          firstName: before.firstName,
          newEmail: row.newEmail,
          url: `${ctx.settings.publicUrl}/forgot-password/`,
        },
      });
      return row.newEmail;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailInUse();
    throw error;
  }
}
