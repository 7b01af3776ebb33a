/**
 * Staff accounts and their second factor (decision 035). The shell makes a staff account and mails
 * its owner a link to choose a password. At the first sign-in the owner sets up an authenticator
 * app: a secret shown once, confirmed by one code, and ten recovery codes shown once. Every staff
 * sign-in then passes a code (or a recovery code) before the staff routes open; passing it starts
 * a new sign-in whose tokens carry when (`mfa`), and `staffOnly` (guard.ts) asks for it again after
 * SECOND_FACTOR_FRESH_HOURS.
 */
import {
  AppError,
  STAFF_INVITATION_HOURS,
  type SecondFactorEnabled,
  type SecondFactorSetup,
  type SecondFactorStatus,
  type TokenResponse,
} from '@fairchance/shared';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { clearHits, takeSlot } from '../../lib/rate-limit.ts';
import { API_TEXT } from '../../messages/index.ts';
import type { AuthContext } from '../auth/authenticate.ts';
import { revokeFamily } from '../auth/queries.ts';
import { issueRefreshToken } from '../auth/refresh-tokens.ts';
import { tokensFor } from '../auth/service.ts';
import type { TokenSigner } from '../auth/tokens.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { findUserById, revokeResetTokens, type UserRow } from '../users/queries.ts';
import { issuePasswordLink } from '../users/reset-requests.ts';
import {
  decryptSecret,
  encryptSecret,
  hashRecoveryCode,
  isTotpCode,
  newRecoveryCodes,
  newTotpSecret,
  normalizeCode,
  totpStep,
} from './second-factor.ts';
import {
  enableSecondFactor,
  findSecondFactor,
  replaceRecoveryCodes,
  savePendingSecret,
  useRecoveryCode,
  useTimeStep,
} from './queries.ts';

/** Wrong codes allowed per account in a quarter of an hour (a code has a million values). */
export const SECOND_FACTOR_ATTEMPTS = 5;
const SECOND_FACTOR_BUCKET = 'second-factor:account';
const ATTEMPT_WINDOW_MS = 15 * 60_000;

// ---- invitations ----------------------------------------------------------------------------

/**
 * Mails a staff account's owner a link to choose a password (the reset-password page, with a
 * longer-lived token); any older link dies. Call it in the transaction that makes the change.
 */
export async function sendStaffInvitation(
  tx: Database,
  publicUrl: string,
  user: Pick<UserRow, 'id' | 'email' | 'firstName' | 'language'>,
): Promise<void> {
  await revokeResetTokens(tx, user.id);
  const url = await issuePasswordLink(tx, publicUrl, user, STAFF_INVITATION_HOURS * 3_600_000);
  await enqueueMail(tx, {
    template: 'staffInvited',
    to: user.email,
    language: user.language,
    data: { firstName: user.firstName, url, hours: STAFF_INVITATION_HOURS },
  });
}

// ---- second factor --------------------------------------------------------------------------

const codeRefused = () =>
  new AppError('InvalidRequest', API_TEXT.staff.secondFactorCodeWrong, [
    { path: 'code', message: API_TEXT.staff.secondFactorCodeWrong },
  ]);

const authSecretOf = (ctx: AppContext) => ctx.settings.authSecret ?? '';

export async function getSecondFactorStatus(
  ctx: AppContext,
  userId: string,
): Promise<SecondFactorStatus> {
  const row = await findSecondFactor(ctx.db, userId);
  return { isEnabled: Boolean(row?.enabledAt) };
}

/** A new secret to put into the authenticator app; refused once one is confirmed. */
export async function startSecondFactorSetup(
  ctx: AppContext,
  userId: string,
): Promise<SecondFactorSetup> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new AppError('Unauthorized', API_TEXT.users.accountGone);
  const setup = newTotpSecret(user.email);
  const saved = await savePendingSecret(
    ctx.db,
    userId,
    encryptSecret(setup.secret, authSecretOf(ctx)),
  );
  if (!saved) throw new AppError('ResourceConflict', API_TEXT.staff.secondFactorAlreadyOn);
  return setup;
}

/** Each try takes a slot of the account's limit; a right code gives the count back. */
async function takeAttempt(ctx: AppContext, userId: string): Promise<void> {
  const allowed = await takeSlot(ctx.db, {
    bucket: SECOND_FACTOR_BUCKET,
    key: userId,
    limit: SECOND_FACTOR_ATTEMPTS,
    windowMs: ATTEMPT_WINDOW_MS,
  });
  if (!allowed) throw new AppError('RequestThrottled');
}

/**
 * The sign-in starts again as one that passed its second factor: the old one ends, so a token
 * taken before the code was typed never opens the staff routes.
 */
async function passedSignIn(
  tx: Database,
  auth: AuthContext,
): Promise<{ token: string; familyId: string; secondFactorAt: Date }> {
  await revokeFamily(tx, auth.sessionId);
  const refresh = await issueRefreshToken(tx, auth.userId, new Date());
  return { ...refresh, secondFactorAt: refresh.secondFactorAt ?? new Date() };
}

/** The first code from the app turns the second factor on and answers the recovery codes. */
export async function confirmSecondFactor(
  ctx: AppContext,
  signer: TokenSigner,
  auth: AuthContext,
  typed: string,
): Promise<SecondFactorEnabled> {
  const row = await findSecondFactor(ctx.db, auth.userId);
  if (!row) throw new AppError('InvalidRequest', API_TEXT.staff.secondFactorNotSetUp);
  if (row.enabledAt) throw new AppError('ResourceConflict', API_TEXT.staff.secondFactorAlreadyOn);
  await takeAttempt(ctx, auth.userId);
  const code = normalizeCode(typed);
  const secret = decryptSecret(row.secret, authSecretOf(ctx));
  const step = isTotpCode(code) ? await totpStep(secret, code, row.lastUsedStep) : undefined;
  if (step === undefined) throw codeRefused();

  const recoveryCodes = newRecoveryCodes();
  const refresh = await ctx.db.transaction(async (tx) => {
    if (!(await useTimeStep(tx, auth.userId, step))) return undefined;
    await enableSecondFactor(tx, auth.userId);
    await replaceRecoveryCodes(
      tx,
      auth.userId,
      recoveryCodes.map((c) => hashRecoveryCode(c, authSecretOf(ctx))),
    );
    await clearHits(tx, SECOND_FACTOR_BUCKET, auth.userId);
    return passedSignIn(tx, auth);
  });
  if (!refresh) throw codeRefused();
  const user = { id: auth.userId, type: 'staff' };
  return { recoveryCodes, tokens: await tokensFor(ctx, signer, user, refresh) };
}

/**
 * A code from the app (never one used before: its time step is kept) or an unused recovery code
 * (used up by this): the sign-in passes its second factor.
 */
export async function verifySecondFactor(
  ctx: AppContext,
  signer: TokenSigner,
  auth: AuthContext,
  typed: string,
): Promise<TokenResponse> {
  const row = await findSecondFactor(ctx.db, auth.userId);
  if (!row?.enabledAt) throw new AppError('InvalidRequest', API_TEXT.staff.secondFactorNotSetUp);
  await takeAttempt(ctx, auth.userId);
  const code = normalizeCode(typed);
  const step = isTotpCode(code)
    ? await totpStep(decryptSecret(row.secret, authSecretOf(ctx)), code, row.lastUsedStep)
    : undefined;
  if (isTotpCode(code) && step === undefined) throw codeRefused();

  const refresh = await ctx.db.transaction(async (tx) => {
    const passed =
      step !== undefined
        ? await useTimeStep(tx, auth.userId, step)
        : await useRecoveryCode(tx, auth.userId, hashRecoveryCode(code, authSecretOf(ctx)));
    if (!passed) return undefined;
    await clearHits(tx, SECOND_FACTOR_BUCKET, auth.userId);
    return passedSignIn(tx, auth);
  });
  if (!refresh) throw codeRefused();
  return tokensFor(ctx, signer, { id: auth.userId, type: 'staff' }, refresh);
}
