/**
 * Accounts (docs/api.md#endpoints, docs/rules.md#accounts): sign-up for each user type, the current
 * user, its changes, and password reset. Every e-mail is written to the outbox in the transaction
 * of its cause.
 */
import {
  AppError,
  appLanguageOf,
  CALL_TEXT,
  ROLES,
  VALIDATION_TEXT,
  type AppLanguage,
  type CreateUserRequest,
  type UpdateUserRequest,
  type User,
} from '@fairchance/shared';
import { API_TEXT } from '../../messages/index.ts';
import type { AppContext } from '../../context.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import type { Database } from '../../db/client.ts';
import { isoOrNull } from '../../lib/dates.ts';
import { isCommonPassword } from '../../lib/common-passwords.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { clearHits, takeSlot } from '../../lib/rate-limit.ts';
import { confirmSession, type AuthContext } from '../auth/authenticate.ts';
import { hashToken } from '../auth/tokens.ts';
import { toClientProfile } from '../clients/mappers.ts';
import { toEmployer } from '../employers/mappers.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { releaseMedia } from '../uploads/release-media.ts';
import { toOrganization } from '../organizations/mappers.ts';
import {
  assertEmailFree,
  emailInUse,
  isNewMailbox,
  startEmailChange,
  takeEmailChangeSlot,
} from './email-change.ts';
import {
  acceptInvitation,
  revokeEmailChanges,
  revokeResetTokens,
  findUserByEmail,
  findUserById,
  findUserWithProfile,
  insertRspAccount,
  insertUser,
  isOwnAvatarUpload,
  revokeSessions,
  updateUser,
  useResetToken,
  type UserChanges,
} from './queries.ts';
import { recordResetRequest } from './reset-requests.ts';

const SIGNUP_BUCKET = 'signup:address';

function refuseCommonPassword(password: string, path: string): void {
  if (isCommonPassword(password)) {
    throw new AppError('InvalidRequest', API_TEXT.users.passwordTooCommon, [
      { path, message: API_TEXT.users.passwordTooCommon },
    ]);
  }
}

/**
 * Signs a person up. The account's language is the one the sign-up names, else `language` (the
 * route's best match of Accept-Language); its welcome e-mail and later e-mails go in it.
 */
export async function createUser(
  ctx: AppContext,
  input: CreateUserRequest,
  { address, language }: { address: string; language: AppLanguage },
): Promise<User> {
  const allowed = await takeSlot(ctx.db, {
    bucket: SIGNUP_BUCKET,
    key: address,
    limit: ctx.settings.signupsPerAddressPerHour,
    windowMs: 3_600_000,
  });
  if (!allowed) throw new AppError('RequestThrottled', CALL_TEXT.throttled);
  refuseCommonPassword(input.password, 'password');
  if (await findUserByEmail(ctx.db, input.email)) throw emailInUse();

  const passwordHash = await hashPassword(input.password);
  const accountLanguage = input.language ?? language;
  let userId: string;
  try {
    userId = await ctx.db.transaction(async (tx) => {
      const id = await insertUser(tx, {
        email: input.email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        phone: input.phone ?? null,
        type: input.type,
        language: accountLanguage,
      });

      if (input.type === 'rsp') {
        if (input.invitationId) {
          // Joining an organization: the invitation must be pending and made out to this e-mail.
          const rspId = await acceptInvitation(tx, input.invitationId, input.email);
          if (!rspId) {
            throw new AppError('ResourceNotFound', CALL_TEXT.signUpInvitationNotFound);
          }
          await insertRspAccount(tx, { userId: id, rspId, role: 'member' });
        } else {
          await insertRspAccount(tx, { userId: id, rspId: null, role: 'owner' });
        }
      }

      await enqueueMail(tx, {
        template: 'welcome',
        to: input.email,
        language: accountLanguage,
        data: { firstName: input.firstName, url: `${ctx.settings.publicUrl}/login/` },
      });
      return id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailInUse();
    throw error;
  }
  return getCurrentUser(ctx, userId);
}

/**
 * Stands for "no session to check" (the answer of a change, whose session was checked before it).
 */
const NO_SESSION = '00000000-0000-0000-0000-000000000000';

/**
 * The user with the whole profile of its type embedded (docs/api.md#requests-and-answers), in one
 * statement. With the request's `auth`, that statement also checks its session (the route folds the
 * check, see features/auth/authenticate.ts).
 */
export async function getCurrentUser(
  ctx: AppContext,
  userId: string,
  auth?: AuthContext,
): Promise<User> {
  const row = await findUserWithProfile(ctx.db, {
    userId,
    sessionId: auth?.sessionId ?? NO_SESSION,
  });
  if (!row) throw new AppError('Unauthorized', API_TEXT.users.accountGone);
  if (auth) confirmSession(auth, row.isSessionAlive, row.user.language);
  const { user } = row;
  const type = user.type as User['type'];

  let client: User['client'] = null;
  let employer: User['employer'] = null;
  let rspAccount: User['rspAccount'] = null;
  let scopes: string[] = [type];
  if (type === 'client') {
    if (row.client) client = toClientProfile(row.client, user);
  } else if (type === 'employer') {
    if (row.employer) employer = toEmployer(row.employer);
  } else if (row.account) {
    scopes = ['rsp', `rsp:${row.account.role}`];
    rspAccount = {
      rspId: row.account.rspId,
      role: row.account.role as 'owner' | 'member',
      isProfileFilled: row.account.isProfileFilled,
      position: row.account.position as NonNullable<User['rspAccount']>['position'],
      phone: user.phone,
      avatar: user.avatar,
      rsp: row.rsp ? toOrganization(row.rsp) : null,
    };
  }

  return {
    id: user.id,
    userId: user.id,
    email: user.email,
    pendingEmail: row.pendingEmail,
    roles: ROLES.filter((role) => role === type),
    scope: scopes.join(' '),
    type,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    avatar: user.avatar,
    language: appLanguageOf(user.language),
    client,
    employer,
    rspAccount,
    createdAt: isoOrNull(user.createdAt) ?? undefined,
  };
}

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

/** Always answers the same, doing the same work, whether or not the account exists. */
export async function requestPasswordReset(ctx: AppContext, username: string): Promise<void> {
  await recordResetRequest(ctx, username);
}

export async function resetPassword(
  ctx: AppContext,
  token: string,
  password: string,
): Promise<void> {
  refuseCommonPassword(password, 'password');
  const passwordHash = await hashPassword(password);
  const done = await ctx.db.transaction(async (tx) => {
    // Taking the token and changing the password happen together, so a token works once.
    const usedBy = await useResetToken(tx, hashToken(token));
    if (!usedBy) return false;
    // Every other link of the user dies with this one, and so does a change of e-mail waiting
    // for its link: a reset is how an owner takes their account back.
    await revokeResetTokens(tx, usedBy);
    await revokeEmailChanges(tx, usedBy);
    const user = await updateUser(tx, usedBy, { passwordHash });
    // A reset ends every session: whoever knew the old password is signed out.
    await revokeSessions(tx, usedBy);
    await enqueueMail(tx, {
      template: 'passwordChanged',
      to: user!.email,
      language: user!.language,
      data: { firstName: user!.firstName, url: `${ctx.settings.publicUrl}/forgot-password/` },
    });
    return true;
  });
  if (!done) throw new AppError('InvalidRequest', CALL_TEXT.resetInvalidToken);
}
