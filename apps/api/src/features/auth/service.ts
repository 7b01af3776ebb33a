/**
 * Sign-in, refresh and sign-out (docs/api.md#token-endpoint). Failed sign-ins are counted in the
 * database per (account, address) pair, per account from anywhere (a ceiling of consecutive
 * failures, NIST 800-63B) and per address, so a stranger's guesses from one address cannot lock the
 * owner out from another. The slot is taken before the password is checked, so concurrent guesses
 * can never check more passwords than the limits allow. An unknown user costs the same slot and
 * password check as a wrong password, so neither the answer nor its timing tells whether an account
 * exists.
 */
import { AppError, CALL_TEXT, type TokenResponse } from '@fairchance/shared';
import { API_TEXT } from '../../messages/index.ts';
import type { AppContext } from '../../context.ts';
import { passwordHashing, verifyPassword } from '../../lib/passwords.ts';
import { clearHits, releaseHits, takeSlots, type Limit } from '../../lib/rate-limit.ts';
import type { Settings } from '../../settings.ts';
import { findUserByEmail, findUserById, scopesOf, type UserRow } from '../users/queries.ts';
import { revokeFamily } from './queries.ts';
import { issueRefreshToken, revokeRefreshToken, rotateRefreshToken } from './refresh-tokens.ts';
import type { TokenSigner } from './tokens.ts';

const FAILURE_WINDOW_MS = 15 * 60_000;
/**
 * The ceiling counts failures since the last success, as far back as rate-limit rows are kept (a
 * day).
 */
const ACCOUNT_FAILURE_WINDOW_MS = 24 * 60 * 60_000;
export const LOGIN_FAILURE_PAIR_BUCKET = 'login-failure:account-address';
export const LOGIN_FAILURE_BUCKET = 'login-failure:account';
export const LOGIN_FAILURE_ADDRESS_BUCKET = 'login-failure:address';

function loginLimits(
  settings: Settings,
  account: string,
  address: string,
): { pair: Limit; account: Limit; address: Limit } {
  return {
    pair: {
      bucket: LOGIN_FAILURE_PAIR_BUCKET,
      key: `${account} ${address}`,
      limit: settings.loginFailuresPerAccountAddress,
      windowMs: FAILURE_WINDOW_MS,
    },
    account: {
      bucket: LOGIN_FAILURE_BUCKET,
      key: account,
      limit: settings.loginFailuresPerAccount,
      windowMs: ACCOUNT_FAILURE_WINDOW_MS,
    },
    address: {
      bucket: LOGIN_FAILURE_ADDRESS_BUCKET,
      key: address,
      limit: settings.loginFailuresPerAddress,
      windowMs: FAILURE_WINDOW_MS,
    },
  };
}

/** The answer to a sign-in or a refresh; also the second factor's new sign-in (features/staff). */
export async function tokensFor(
  ctx: AppContext,
  signer: TokenSigner,
  user: Pick<UserRow, 'id' | 'type'>,
  refresh: { token: string; familyId: string; secondFactorAt: Date | null },
): Promise<TokenResponse> {
  const scope = (await scopesOf(ctx.db, user)).join(' ');
  const access = await signer.sign({
    sub: user.id,
    scope,
    sid: refresh.familyId,
    mfa: refresh.secondFactorAt ? Math.floor(refresh.secondFactorAt.getTime() / 1000) : undefined,
  });
  return {
    accessToken: access.token,
    refreshToken: refresh.token,
    tokenType: 'Bearer',
    expiresIn: access.expiresIn,
  };
}

export function checkClient(ctx: AppContext, clientId: string, clientSecret: string): void {
  if (clientId !== ctx.settings.oauthClientId || clientSecret !== ctx.settings.oauthClientSecret) {
    throw new AppError('Unauthorized', API_TEXT.auth.unknownClient);
  }
}

export async function signIn(
  ctx: AppContext,
  signer: TokenSigner,
  input: { username: string; password: string; address: string },
): Promise<TokenResponse> {
  const account = input.username.trim().toLowerCase();
  // With the hashing queue full the check could not run anyway: refuse before any database work.
  passwordHashing().assertRoom();

  // Every attempt takes its slots first, as a failure; a success gives them back below.
  const limits = loginLimits(ctx.settings, account, input.address);
  const taken = await takeSlots(ctx.db, [limits.pair, limits.account, limits.address]);
  if (!taken) throw new AppError('RequestThrottled', CALL_TEXT.throttled);

  let user: UserRow | undefined;
  let valid: boolean;
  try {
    user = await findUserByEmail(ctx.db, account);
    valid = await verifyPassword(user?.passwordHash, input.password);
  } catch (error) {
    // The password was not checked (hashing busy, database down): the attempt costs nothing.
    await releaseHits(ctx.db, taken);
    throw error;
  }
  if (!user || !valid) throw new AppError('InvalidCredentials', CALL_TEXT.loginInvalidCredentials);
  // Told only to whoever knows the password: staff disabled the account (docs/rules.md#staff-console).
  if (user.disabledAt) {
    await releaseHits(ctx.db, taken);
    throw new AppError('Forbidden', API_TEXT.users.accountDisabled);
  }

  // The owner proved themselves: their failures end here. The address keeps its other failures,
  // so signing in to an account of one's own does not reset a guesser's count.
  await ctx.db.transaction(async (tx) => {
    await clearHits(tx, limits.pair.bucket, limits.pair.key);
    await clearHits(tx, limits.account.bucket, limits.account.key);
    await releaseHits(tx, taken);
  });
  return tokensFor(ctx, signer, user, await issueRefreshToken(ctx.db, user.id));
}

export async function refresh(
  ctx: AppContext,
  signer: TokenSigner,
  refreshToken: string,
): Promise<TokenResponse> {
  const rotated = await rotateRefreshToken(ctx.db, refreshToken, {
    secret: ctx.settings.authSecret ?? '',
    reuseGraceMs: ctx.settings.refreshReuseGraceSeconds * 1000,
  });
  const user = await findUserById(ctx.db, rotated.userId);
  // Disabling ends the account's sign-ins anyway; this refuses one that raced it.
  if (!user || user.disabledAt)
    throw new AppError('InvalidRequest', API_TEXT.auth.refreshTokenInvalid);
  return tokensFor(ctx, signer, user, rotated);
}

export async function signOut(
  ctx: AppContext,
  input: { sessionId: string | undefined; refreshToken: string | undefined },
): Promise<void> {
  if (input.sessionId) await revokeFamily(ctx.db, input.sessionId);
  if (input.refreshToken) await revokeRefreshToken(ctx.db, input.refreshToken);
}
