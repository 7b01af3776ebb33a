/**
 * Accounts (docs/api.md#endpoints Users): sign-up, password reset, e-mail changes. Reading and
 * changing the current user belong to the session (lib/auth/session-api.ts).
 */
import {
  ConfirmEmailChangeResponseSchema,
  UserSchema,
  type ConfirmEmailChangeResponse,
  type CreateUserRequest,
  type PasswordResetTokenRequest,
  type ResetPasswordRequest,
  type User,
} from '@fairchance/shared';
import { api } from '#web/lib/api/index.ts';

/** POST /v1/users: sent without a bearer token (nobody is signed in yet). */
export function createUser(payload: CreateUserRequest): Promise<User> {
  return api.post('/v1/users', {
    auth: false,
    body: payload,
    parse: (data) => UserSchema.parse(data),
  });
}

/** Always answers 204, whether or not the account exists. */
export async function requestPasswordReset(payload: PasswordResetTokenRequest): Promise<void> {
  await api.post('/v1/users/password/token', { auth: false, body: payload });
}

export async function resetPassword(payload: ResetPasswordRequest): Promise<void> {
  await api.post('/v1/users/password', { auth: false, body: payload });
}

/** Mails a new link for the e-mail change waiting for one. */
export async function resendEmailChange(): Promise<void> {
  await api.post('/v1/user/email-change/resend', {});
}

export async function cancelEmailChange(): Promise<void> {
  await api.delete('/v1/user/email-change', {});
}

/** The link's token makes the new e-mail the one the account signs in with. */
export function confirmEmailChange(token: string): Promise<ConfirmEmailChangeResponse> {
  return api.post('/v1/users/email-change/confirm', {
    auth: false,
    body: { token },
    parse: (data) => ConfirmEmailChangeResponseSchema.parse(data),
  });
}
