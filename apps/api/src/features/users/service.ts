/**
 * Accounts (SPEC §7 Users, DESIGN §4): sign-up for each user type, the current user, its changes,
 * and password reset. Every e-mail is written to the outbox in the transaction of its cause.
 */
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import {
  AppError,
  CALL_MESSAGES,
  PASSWORD_RESET_TOKEN_MINUTES,
  ROLES,
  type CreateUserRequest,
  type UpdateUserRequest,
  type User,
} from '@fairchance/shared';
import type { AppContext } from '../../app.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import type { Database } from '../../db/client.ts';
import {
  clients,
  employers,
  invitations,
  media,
  passwordResetTokens,
  refreshTokens,
  rspAccounts,
  rsps,
  users,
} from '../../db/schema.ts';
import { isoOrNull } from '../../lib/dates.ts';
import { isCommonPassword } from '../../lib/common-passwords.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { recordHit, countHits, takeSlot } from '../../lib/rate-limit.ts';
import { hashToken, newOpaqueToken } from '../auth/tokens.ts';
import { toClientProfile } from '../clients/mappers.ts';
import { toEmployer } from '../employers/mappers.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { releaseMedia } from '../uploads/release-media.ts';
import { toOrganization } from '../rsp/mappers.ts';
import { findUserByEmail, findUserById, scopesOf } from './queries.ts';

export const PASSWORD_TOO_COMMON =
  'This password is too common. Choose one that is harder to guess.';
const SIGNUP_BUCKET = 'signup:address';
const RESET_REQUEST_BUCKET = 'password-reset:account';
/** At most this many reset e-mails per account per hour, so nobody can flood a mailbox. */
const RESET_REQUESTS_PER_HOUR = 5;

const emailInUse = () =>
  new AppError('ResourceConflict', CALL_MESSAGES.signUpEmailInUse, [
    { path: 'email', message: CALL_MESSAGES.signUpEmailInUse },
  ]);

function refuseCommonPassword(password: string, path: string): void {
  if (isCommonPassword(password)) {
    throw new AppError('InvalidRequest', PASSWORD_TOO_COMMON, [
      { path, message: PASSWORD_TOO_COMMON },
    ]);
  }
}

export async function createUser(
  ctx: AppContext,
  input: CreateUserRequest,
  address: string,
): Promise<User> {
  const allowed = await takeSlot(ctx.db, {
    bucket: SIGNUP_BUCKET,
    key: address,
    limit: ctx.settings.signupsPerAddressPerHour,
    windowMs: 3_600_000,
  });
  if (!allowed) throw new AppError('RequestThrottled', CALL_MESSAGES.throttled);
  refuseCommonPassword(input.password, 'password');
  if (await findUserByEmail(ctx.db, input.email)) throw emailInUse();

  const passwordHash = await hashPassword(input.password);
  let userId: string;
  try {
    userId = await ctx.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          email: input.email,
          passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          phone: input.phone ?? null,
          type: input.type,
        })
        .returning({ id: users.id });
      const id = user!.id;

      if (input.type === 'rsp') {
        if (input.invitationId) {
          // Joining an organization: the invitation must be pending and made out to this e-mail.
          const [invitation] = await tx
            .update(invitations)
            .set({ acceptedAt: new Date() })
            .where(
              and(
                eq(invitations.id, input.invitationId),
                isNull(invitations.acceptedAt),
                isNull(invitations.withdrawnAt),
                eq(sql`lower(${invitations.email})`, input.email.toLowerCase()),
              ),
            )
            .returning({ rspId: invitations.rspId });
          if (!invitation) {
            throw new AppError('ResourceNotFound', CALL_MESSAGES.signUpInvitationNotFound);
          }
          await tx
            .insert(rspAccounts)
            .values({ userId: id, rspId: invitation.rspId, role: 'member' });
        } else {
          await tx.insert(rspAccounts).values({ userId: id, rspId: null, role: 'owner' });
        }
      }

      await enqueueMail(tx, {
        template: 'welcome',
        to: input.email,
        language: 'en',
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

/** The user with the whole profile of its type embedded (DESIGN §3). */
export async function getCurrentUser(ctx: AppContext, userId: string): Promise<User> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new AppError('Unauthorized', 'This account no longer exists.');
  const scopes = await scopesOf(ctx.db, user);
  const type = user.type as User['type'];

  let client: User['client'] = null;
  let employer: User['employer'] = null;
  let rspAccount: User['rspAccount'] = null;
  if (type === 'client') {
    const [row] = await ctx.db.select().from(clients).where(eq(clients.userId, user.id));
    if (row) client = toClientProfile(row, user);
  } else if (type === 'employer') {
    const [row] = await ctx.db.select().from(employers).where(eq(employers.userId, user.id));
    if (row) employer = toEmployer(row);
  } else {
    const [row] = await ctx.db
      .select({ account: rspAccounts, rsp: rsps })
      .from(rspAccounts)
      .leftJoin(rsps, eq(rsps.id, rspAccounts.rspId))
      .where(eq(rspAccounts.userId, user.id));
    if (row) {
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
  }

  return {
    id: user.id,
    userId: user.id,
    email: user.email,
    roles: ROLES.filter((role) => role === type),
    scope: scopes.join(' '),
    type,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    avatar: user.avatar,
    client,
    employer,
    rspAccount,
    createdAt: isoOrNull(user.createdAt) ?? undefined,
  };
}

async function assertOwnMedia(db: Database, userId: string, key: string): Promise<void> {
  const [row] = await db
    .select({ key: media.key })
    .from(media)
    .where(and(eq(media.key, key), eq(media.ownerUserId, userId), eq(media.kind, 'avatar')));
  if (!row) {
    throw new AppError('InvalidRequest', 'Upload the image first.', [
      { path: 'avatar', message: 'Upload the image first.' },
    ]);
  }
}

export async function updateCurrentUser(
  ctx: AppContext,
  userId: string,
  sessionId: string,
  input: UpdateUserRequest,
): Promise<User> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new AppError('Unauthorized', 'This account no longer exists.');

  const changes: Partial<typeof users.$inferInsert> = {};
  if (input.firstName !== undefined) changes.firstName = input.firstName;
  if (input.lastName !== undefined) changes.lastName = input.lastName;
  if (input.phone !== undefined) changes.phone = input.phone;
  if (input.avatar !== undefined) {
    if (input.avatar !== null) await assertOwnMedia(ctx.db, userId, input.avatar);
    changes.avatar = input.avatar;
  }
  const newEmail =
    input.email !== undefined && input.email.toLowerCase() !== user.email.toLowerCase()
      ? input.email
      : undefined;
  if (newEmail) {
    const other = await findUserByEmail(ctx.db, newEmail);
    if (other && other.id !== userId) throw emailInUse();
    changes.email = newEmail;
  } else if (input.email !== undefined && input.email !== user.email) {
    changes.email = input.email; // only the letter case changed
  }
  if (input.newPassword !== undefined) {
    if (!(await verifyPassword(user.passwordHash, input.password ?? ''))) {
      throw new AppError('InvalidRequest', 'The current password is not correct.', [
        { path: 'password', message: 'The current password is not correct.' },
      ]);
    }
    refuseCommonPassword(input.newPassword, 'newPassword');
    changes.passwordHash = await hashPassword(input.newPassword);
  }

  if (Object.keys(changes).length > 0) {
    try {
      await ctx.db.transaction(async (tx) => {
        await tx.update(users).set(changes).where(eq(users.id, userId));
        const firstName = changes.firstName ?? user.firstName;
        if (changes.passwordHash) {
          // Other devices signed in with the old password are signed out.
          await tx
            .update(refreshTokens)
            .set({ revokedAt: new Date() })
            .where(
              and(
                eq(refreshTokens.userId, userId),
                ne(refreshTokens.familyId, sessionId),
                isNull(refreshTokens.revokedAt),
              ),
            );
          await enqueueMail(tx, {
            template: 'passwordChanged',
            to: changes.email ?? user.email,
            language: user.language,
            data: { firstName, url: `${ctx.settings.publicUrl}/forgot-password/` },
          });
        }
        if (newEmail) {
          for (const to of [user.email, newEmail]) {
            await enqueueMail(tx, {
              template: 'emailChanged',
              to,
              language: user.language,
              data: { firstName, newEmail, url: `${ctx.settings.publicUrl}/login/` },
            });
          }
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

/** Always answers the same, whether or not the account exists (no user enumeration). */
export async function requestPasswordReset(ctx: AppContext, username: string): Promise<void> {
  const user = await findUserByEmail(ctx.db, username);
  if (!user) return;
  const key = user.id;
  const recent = await countHits(ctx.db, {
    bucket: RESET_REQUEST_BUCKET,
    key,
    windowMs: 3_600_000,
  });
  if (recent >= RESET_REQUESTS_PER_HOUR) return;
  await recordHit(ctx.db, RESET_REQUEST_BUCKET, key);

  const token = newOpaqueToken();
  const url = new URL('/reset-password/', ctx.settings.publicUrl);
  url.searchParams.set('token', token);
  url.searchParams.set('username', user.email);
  await ctx.db.transaction(async (tx) => {
    await tx.insert(passwordResetTokens).values({
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + PASSWORD_RESET_TOKEN_MINUTES * 60_000),
    });
    await enqueueMail(tx, {
      template: 'passwordReset',
      to: user.email,
      language: user.language,
      data: {
        firstName: user.firstName,
        url: url.toString(),
        minutes: PASSWORD_RESET_TOKEN_MINUTES,
      },
    });
  });
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
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashToken(token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, new Date()),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!used) return false;
    const [user] = await tx
      .update(users)
      .set({ passwordHash })
      .where(eq(users.id, used.userId))
      .returning();
    // A reset ends every session: whoever knew the old password is signed out.
    await tx
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.userId, used.userId), isNull(refreshTokens.revokedAt)));
    await enqueueMail(tx, {
      template: 'passwordChanged',
      to: user!.email,
      language: user!.language,
      data: { firstName: user!.firstName, url: `${ctx.settings.publicUrl}/forgot-password/` },
    });
    return true;
  });
  if (!done) throw new AppError('InvalidRequest', CALL_MESSAGES.resetInvalidToken);
}
