/**
 * A forgotten password (docs/rules.md#accounts): asking for a link, and choosing a new password
 * with it.
 *
 * Reset requests go without user enumeration (issue 10): answering one does the same work,
 * by the same statements, whether or not an account has the address. The request takes a slot of
 * the address's hourly limit and records the address; nothing in it looks the account up. The
 * token and the e-mail are made after the answer has left (`processResetRequests`, started by the
 * route's onResponse hook), each request in its own transaction that deletes it.
 */
import { AppError, CALL_TEXT, PASSWORD_RESET_TOKEN_MINUTES } from '@fairchance/shared';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { refuseCommonPassword } from '../../lib/common-passwords.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { takeSlot } from '../../lib/rate-limit.ts';
import { hashToken, newOpaqueToken } from '../auth/tokens.ts';
import { enqueueMail } from '../mail/outbox.ts';
import {
  findUserByEmail,
  insertResetRequest,
  insertResetToken,
  revokeEmailChanges,
  revokeResetTokens,
  revokeSessions,
  takeResetRequest,
  updateUser,
  useResetToken,
  type UserRow,
} from './queries.ts';

const RESET_REQUEST_BUCKET = 'password-reset:address';
/** At most this many reset e-mails per address per hour, so nobody can flood a mailbox. */
export const RESET_REQUESTS_PER_HOUR = 5;

export const normalizeAddress = (address: string) => address.trim().toLowerCase();

/**
 * The answer's share of the work: identical statements for every address, so it answers the same,
 * doing the same work, whether or not the account exists.
 */
export async function requestPasswordReset(ctx: AppContext, username: string): Promise<void> {
  const email = normalizeAddress(username);
  const allowed = await takeSlot(ctx.db, {
    bucket: RESET_REQUEST_BUCKET,
    key: email,
    limit: RESET_REQUESTS_PER_HOUR,
    windowMs: 3_600_000,
  });
  if (allowed) await insertResetRequest(ctx.db, email);
}

/**
 * Answers one waiting request (mailing a link when an account has the address); false when none.
 */
async function processOne(ctx: AppContext): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const request = await takeResetRequest(tx);
    if (!request) return false;
    // A request left behind by a stopped process is answered late only while a link would help.
    const age = Date.now() - request.createdAt.getTime();
    if (age > PASSWORD_RESET_TOKEN_MINUTES * 60_000) return true;
    const user = await findUserByEmail(tx, request.email);
    if (!user) return true;

    const url = await issuePasswordLink(
      tx,
      ctx.settings.publicUrl,
      user,
      PASSWORD_RESET_TOKEN_MINUTES * 60_000,
    );
    await enqueueMail(tx, {
      template: 'passwordReset',
      to: user.email,
      language: user.language,
      data: { firstName: user.firstName, url, minutes: PASSWORD_RESET_TOKEN_MINUTES },
    });
    return true;
  });
}

/**
 * A new set-password link for the user, valid for `validMs` (a forgotten password, a staff
 * invitation): its token stored hashed, its address answered for the e-mail.
 */
export async function issuePasswordLink(
  tx: Database,
  publicUrl: string,
  user: Pick<UserRow, 'id' | 'email'>,
  validMs: number,
): Promise<string> {
  const token = newOpaqueToken();
  const url = new URL('/reset-password/', publicUrl);
  url.searchParams.set('token', token);
  url.searchParams.set('username', user.email);
  await insertResetToken(tx, {
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + validMs),
  });
  return url.toString();
}

const queues = new WeakMap<AppContext, Promise<void>>();

/**
 * Answers every waiting request, one run at a time per app (runs queue behind each other). Any
 * process may run it: rows are claimed with `SKIP LOCKED`.
 */
export function processResetRequests(
  ctx: AppContext,
  log: { error(obj: object, msg: string): void },
): Promise<void> {
  const next = (queues.get(ctx) ?? Promise.resolve())
    .then(async () => {
      while (await processOne(ctx));
    })
    .catch((err: unknown) => log.error({ err }, 'password reset requests failed'));
  queues.set(ctx, next);
  return next;
}

/** Resolves once the requests recorded so far are answered (tests, and closing the app). */
export function settledResetRequests(ctx: AppContext): Promise<void> {
  return queues.get(ctx) ?? Promise.resolve();
}

/** A new password chosen with a reset link's token: the token works once. */
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
    // A staff invitation is answered once a password is chosen (decision 035).
    const user = await updateUser(tx, usedBy, { passwordHash, invitedAt: null });
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
