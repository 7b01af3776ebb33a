/**
 * Sign-in, refresh and sign-out (DESIGN §3). Failed sign-ins are counted in the database per
 * account and per address; an unknown user costs the same password check as a wrong password,
 * so neither the answer nor its timing tells whether an account exists.
 */
import { AppError, CALL_MESSAGES, type TokenResponse } from '@fairchance/shared';
import type { AppContext } from '../../app.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { clearHits, countHits, recordHit } from '../../lib/rate-limit.ts';
import { findUserByEmail, findUserById, scopesOf, type UserRow } from '../users/queries.ts';
import {
  issueRefreshToken,
  revokeFamily,
  revokeRefreshToken,
  rotateRefreshToken,
} from './refresh-tokens.ts';
import type { TokenSigner } from './tokens.ts';

const FAILURE_WINDOW_MS = 15 * 60_000;
export const LOGIN_FAILURE_BUCKET = 'login-failure:account';
export const LOGIN_FAILURE_ADDRESS_BUCKET = 'login-failure:address';

/** A real argon2id hash of a random password, checked when the user does not exist. */
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => (dummyHash ??= hashPassword(`no-such-user-${Math.random()}`));

async function tokensFor(
  ctx: AppContext,
  signer: TokenSigner,
  user: Pick<UserRow, 'id' | 'type'>,
  refresh: { token: string; familyId: string },
): Promise<TokenResponse> {
  const scope = (await scopesOf(ctx.db, user)).join(' ');
  const access = await signer.sign({ sub: user.id, scope, sid: refresh.familyId });
  return {
    accessToken: access.token,
    refreshToken: refresh.token,
    tokenType: 'Bearer',
    expiresIn: access.expiresIn,
  };
}

export function checkClient(ctx: AppContext, clientId: string, clientSecret: string): void {
  if (clientId !== ctx.settings.oauthClientId || clientSecret !== ctx.settings.oauthClientSecret) {
    throw new AppError('Unauthorized', 'Unknown client.');
  }
}

export async function signIn(
  ctx: AppContext,
  signer: TokenSigner,
  input: { username: string; password: string; address: string },
): Promise<TokenResponse> {
  const account = input.username.trim().toLowerCase();
  const { loginFailuresPerAccount, loginFailuresPerAddress } = ctx.settings;
  const [accountFailures, addressFailures] = await Promise.all([
    countHits(ctx.db, { bucket: LOGIN_FAILURE_BUCKET, key: account, windowMs: FAILURE_WINDOW_MS }),
    countHits(ctx.db, {
      bucket: LOGIN_FAILURE_ADDRESS_BUCKET,
      key: input.address,
      windowMs: FAILURE_WINDOW_MS,
    }),
  ]);
  if (accountFailures >= loginFailuresPerAccount || addressFailures >= loginFailuresPerAddress) {
    throw new AppError('RequestThrottled', CALL_MESSAGES.throttled);
  }

  const user = await findUserByEmail(ctx.db, account);
  const valid = await verifyPassword(user?.passwordHash ?? (await getDummyHash()), input.password);
  if (!user || !valid) {
    await recordHit(ctx.db, LOGIN_FAILURE_BUCKET, account);
    await recordHit(ctx.db, LOGIN_FAILURE_ADDRESS_BUCKET, input.address);
    throw new AppError('InvalidCredentials', CALL_MESSAGES.loginInvalidCredentials);
  }
  await clearHits(ctx.db, LOGIN_FAILURE_BUCKET, account);
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
  if (!user)
    throw new AppError('InvalidRequest', 'The refresh token is not valid. Please sign in again.');
  return tokensFor(ctx, signer, user, { token: rotated.token, familyId: rotated.familyId });
}

export async function signOut(
  ctx: AppContext,
  input: { sessionId: string | undefined; refreshToken: string | undefined },
): Promise<void> {
  if (input.sessionId) await revokeFamily(ctx.db, input.sessionId);
  if (input.refreshToken) await revokeRefreshToken(ctx.db, input.refreshToken);
}
