/**
 * Changing the signed-in account (docs/rules.md#accounts): its name, phone, language and avatar at
 * once; a new password or a new e-mail only with the current password. A new e-mail then waits
 * for the link mailed to it (email-change.ts).
 */
import {
  AppError,
  CALL_TEXT,
  VALIDATION_TEXT,
  type UpdateUserRequest,
  type User,
} from '@fairchance/shared';
import { API_TEXT } from '../../messages/index.ts';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { refuseCommonPassword } from '../../lib/common-passwords.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { clearHits, takeSlot } from '../../lib/rate-limit.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { releaseMedia } from '../uploads/release-media.ts';
import {
  assertEmailFree,
  emailInUse,
  isNewMailbox,
  startEmailChange,
  takeEmailChangeSlot,
} from './email-change.ts';
import {
  findUserById,
  isOwnAvatarUpload,
  revokeResetTokens,
  revokeSessions,
  updateUser,
  type UserChanges,
} from './queries.ts';
import { getCurrentUser } from './service.ts';

async function assertOwnMedia(db: Database, userId: string, key: string): Promise<void> {
  if (!(await isOwnAvatarUpload(db, userId, key))) {
    throw new AppError('InvalidRequest', API_TEXT.uploads.uploadFirst, [
      { path: 'avatar', message: API_TEXT.uploads.uploadFirst },
    ]);
  }
}

const wrongPassword = () =>
  new AppError('InvalidRequest', CALL_TEXT.currentPasswordWrong, [
    { path: 'password', message: CALL_TEXT.currentPasswordWrong },
  ]);

/** Wrong current passwords per user per 15 minutes before the check answers 429. */
export const CURRENT_PASSWORD_FAILURES = 10;
const CURRENT_PASSWORD_BUCKET = 'current-password:user';

/**
 * The current password guards the e-mail and the password. A slot is taken before the check and
 * given back on success, so someone holding a stolen session cannot guess it without limit.
 */
async function checkCurrentPassword(
  ctx: AppContext,
  user: { id: string; passwordHash: string },
  password: string,
): Promise<void> {
  const allowed = await takeSlot(ctx.db, {
    bucket: CURRENT_PASSWORD_BUCKET,
    key: user.id,
    limit: CURRENT_PASSWORD_FAILURES,
    windowMs: 15 * 60_000,
  });
  if (!allowed) throw new AppError('RequestThrottled', CALL_TEXT.throttled);
  if (!(await verifyPassword(user.passwordHash, password))) throw wrongPassword();
  await clearHits(ctx.db, CURRENT_PASSWORD_BUCKET, user.id);
}

/**
 * Changes the signed-in user. A new password or a new e-mail needs the current password; a new
 * e-mail then waits for the link mailed to it (email-change.ts), and only a change of letter case
 * applies at once.
 */
export async function updateCurrentUser(
  ctx: AppContext,
  userId: string,
  sessionId: string,
  input: UpdateUserRequest,
): Promise<User> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new AppError('Unauthorized', API_TEXT.users.accountGone);

  const changes: UserChanges = {};
  if (input.firstName !== undefined) changes.firstName = input.firstName;
  if (input.lastName !== undefined) changes.lastName = input.lastName;
  if (input.phone !== undefined) changes.phone = input.phone;
  if (input.language !== undefined && input.language !== user.language) {
    changes.language = input.language;
  }
  if (input.avatar !== undefined) {
    if (input.avatar !== null) await assertOwnMedia(ctx.db, userId, input.avatar);
    changes.avatar = input.avatar;
  }
  const newEmail =
    input.email !== undefined && isNewMailbox(user.email, input.email) ? input.email : undefined;
  if (input.email !== undefined && !newEmail && input.email !== user.email) {
    changes.email = input.email; // only the letter case changed: the same mailbox
  }

  if (newEmail || input.newPassword !== undefined) {
    // Counted before the password is checked: a stolen session cannot guess it here either.
    if (newEmail) await takeEmailChangeSlot(ctx, userId);
    if (input.password === undefined) {
      throw new AppError('InvalidRequest', VALIDATION_TEXT.required, [
        { path: 'password', message: VALIDATION_TEXT.required },
      ]);
    }
    await checkCurrentPassword(ctx, user, input.password);
  }
  if (newEmail) await assertEmailFree(ctx.db, newEmail, userId);
  if (input.newPassword !== undefined) {
    refuseCommonPassword(input.newPassword, 'newPassword');
    changes.passwordHash = await hashPassword(input.newPassword);
  }

  if (Object.keys(changes).length > 0 || newEmail) {
    try {
      await ctx.db.transaction(async (tx) => {
        if (Object.keys(changes).length > 0) await updateUser(tx, userId, changes);
        const firstName = changes.firstName ?? user.firstName;
        const email = changes.email ?? user.email;
        const language = changes.language ?? user.language;
        if (changes.passwordHash) {
          // Other devices signed in with the old password are signed out, and reset links die.
          await revokeSessions(tx, userId, sessionId);
          await revokeResetTokens(tx, userId);
          await enqueueMail(tx, {
            template: 'passwordChanged',
            to: email,
            language,
            data: { firstName, url: `${ctx.settings.publicUrl}/forgot-password/` },
          });
        }
        if (newEmail) {
          await startEmailChange(tx, ctx, {
            user: { id: userId, email, firstName, language },
            newEmail,
            sessionId,
            requestedBy: null,
          });
        }
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw emailInUse();
      throw error;
    }
    if (changes.avatar !== undefined) await releaseMedia(ctx, [user.avatar]);
  }
  return getCurrentUser(ctx, userId);
}
